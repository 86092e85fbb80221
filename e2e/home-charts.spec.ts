import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiToken, signIn, siteUrl } from './helpers.ts';
import { json } from './home-fixture.ts';

/**
 * The home tabs' charts (issue 31 part 5) on the fresh demo: the accountant's receivables by age and
 * the month's income, the partner's week of appointments and open statements, each drawn (a canvas) with
 * the numbers of its summary call beside it.
 */

// the parts of the summary answers (packages/shared/src/contracts/summary*.ts) these tests read
type SummarySection = { figures: { key: string; amount?: string }[] };
type SummaryIncome = { currencies: { charged: string; received: string; days: unknown[] }[] };
type SummaryWeek = { days: { total: number }[] };
type SummaryOpenStatements = { groups: { count: number; currency: string; open: string }[] };

/** An amount as the page prints it: thousands grouped, two decimals. */
const amountText = (value: string | undefined) =>
  Number(value ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const get = async <T>(request: APIRequestContext, token: string, url: string) =>
  json<T>(await request.get(url, { headers: { 'Access-Token': token } }));

/** The values of the numbers beside a chart, in their order. */
const numbersOf = (card: Locator) => card.locator('.summary-chart-number-value').allTextContents();

/** A chart is drawn: its echarts canvas has a size. */
async function expectDrawn(card: Locator, title: string) {
  const chart = card.getByRole('img', { name: title });
  await expect(chart.locator('canvas').first()).toBeVisible();
  const box = await chart.locator('canvas').first().boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(box!.height).toBeGreaterThan(100);
}

test("the accountant's home draws the receivables by age and the month's income beside their numbers", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { username: 'accountant' });
  const token = await apiToken(request, 'accountant');
  await page.goto(siteUrl('oms', '/index/dashboard'));

  const ageing = page.locator('.summary-chart-ageing');
  await expectDrawn(ageing, '应收账龄');
  // the numbers beside are the finance section's open amounts per band (read again until they agree: the
  // charge sweep of the running server may move them between two reads)
  await expect
    .poll(async () => {
      const section = await get<SummarySection>(request, token, '/api/summary/finance');
      const bands = section.figures.filter((f) => f.key === 'receivables_ageing');
      return (await numbersOf(ageing)).join('|') === bands.map((b) => amountText(b.amount)).join('|');
    })
    .toBe(true);
  await expect(ageing.locator('.summary-chart-number-name')).toHaveText([
    '0-30 天',
    '31-60 天',
    '61-90 天',
    '90 天以上',
  ]);

  const income = page.locator('.summary-chart-income');
  await expectDrawn(income, '本月收入');
  await expect
    .poll(async () => {
      const answer = await get<SummaryIncome>(request, token, '/api/summary/income');
      const cny = answer.currencies[0]!;
      return (
        (await numbersOf(income)).join('|') === [amountText(cny.charged), amountText(cny.received)].join('|')
      );
    })
    .toBe(true);
  const answer = await get<SummaryIncome>(request, token, '/api/summary/income');
  expect(Number(answer.currencies[0]!.charged) + Number(answer.currencies[0]!.received)).toBeGreaterThan(0);

  // the table alternative: a row per day of the month so far
  await income.getByText('表格', { exact: true }).click();
  await expect(income.locator('.ant-table-tbody .ant-table-row')).toHaveCount(
    answer.currencies[0]!.days.length,
  );
  await income.getByText('图表', { exact: true }).click();
  await expectDrawn(income, '本月收入');
});

test("the partner's home draws its week of appointments and its open statements", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { site: 'yy', username: 'partner01' });
  await expect(page).toHaveURL(/\/index\/yy\/welcome$/);
  const token = await apiToken(request, 'partner01');

  const week = page.locator('.summary-chart-week');
  await expectDrawn(week, '本周预约');
  const answer = await get<SummaryWeek>(request, token, '/api/summary/week');
  // the calendar beside: a cell per day, Monday first, with the day's count
  await expect(week.locator('.summary-week-day .summary-chart-number-value')).toHaveText(
    answer.days.map((d) => String(d.total)),
  );
  await expect(week.locator('.summary-week-day').first()).toContainText('周一');
  const total = answer.days.reduce((n, d) => n + d.total, 0);
  expect(total).toBeGreaterThan(0);
  // the same week the overview counts
  const overview = page.locator('.summary-card', { has: page.getByText('我的概览') });
  await expect(
    overview.locator('.summary-figure', { hasText: '本周预约' }).locator('.summary-count'),
  ).toHaveText(String(total));

  const statements = page.locator('.summary-chart-statements');
  await expectDrawn(statements, '未结清的对账单');
  const open = await get<SummaryOpenStatements>(request, token, '/api/summary/open-statements');
  expect(open.groups.length).toBeGreaterThan(0);
  await expect(statements.locator('.summary-chart-number-value')).toHaveText(
    open.groups.map((g) => `${g.count} 张`),
  );
  await expect(statements.locator('.summary-chart-number-more')).toHaveText(
    open.groups.map((g) => `${g.currency} ${amountText(g.open)}`),
  );
});
