import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { liveServer } from '../../../test/live-test-kit.ts';
import { StaffSummary } from './StaffSummary.tsx';
import {
  CLERK,
  FINANCE,
  json,
  renderWith,
  SERVICE,
  stubFetch,
  withChartMarker,
} from './summary-test-kit.tsx';

// the live channel, signed in: the test pushes `summary_changed` as the server
const live = liveServer();

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

describe('the staff home figures', { timeout: 60_000 }, () => {
  it('shows a clerk the clerk figures, each a link to the list of those records', async () => {
    const asked = stubFetch({ '/api/summary/clerk': () => json(CLERK) });
    renderWith(<StaffSummary />, [SUMMARY_PERM.clerk]);
    const card = await cardOf('单证待办');
    const drafts = await within(card).findByRole('link', { name: '我的暂存报关单：3' });
    expect(drafts.getAttribute('href')).toBe('/declaration/index?cd_status=0&create_by=7');
    expect(within(card).getByRole('link', { name: '退单或查验待处理：2' }).getAttribute('href')).toBe(
      '/declaration/index?cd_status=80%2C90',
    );
    expect(within(card).getByRole('link', { name: '核注清单被退或未受理：0' }).getAttribute('href')).toBe(
      '/inventoryList/index?status=refused',
    );
    expect(within(card).getByText('更新于 08:30:05')).toBeTruthy();
    // only what the clerk holds is asked for: no service, finance, admin or trend
    expect(asked).toEqual(['/api/summary/clerk']);
    expect(screen.queryByText('财务待办')).toBeNull();

    fireEvent.click(drafts);
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/declaration/index?cd_status=0&create_by=7',
    );
  });

  it('shows split figures as labelled groups, amounts beside counts, unknown figures by their key', async () => {
    stubFetch({ '/api/summary/service': () => json(SERVICE), '/api/summary/finance': () => json(FINANCE) });
    // the finance section brings its charts: jsdom has no canvas, they are markers
    renderWith(withChartMarker(<StaffSummary />), [SUMMARY_PERM.service, SUMMARY_PERM.finance]);
    const service = await cardOf('客服待办');
    const arrivals = await within(service).findByRole('list', { name: '今日到场（按时段）' });
    expect(
      within(arrivals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:00-10:002', '10:00-11:005']);
    expect(
      within(arrivals).getByRole('link', { name: '今日到场（按时段） 10:00-11:00：5' }).getAttribute('href'),
    ).toBe('/yy/appointment?slot=10%3A00-11%3A00');
    expect(within(service).getByRole('link', { name: '未完成任务单（按单证员） 王芳：6' })).toBeTruthy();
    expect(within(service).getByRole('link', { name: 'brand_new_figure：9' })).toBeTruthy();

    const finance = await cardOf('财务待办');
    const ageing = await within(finance).findByRole('list', { name: '应收账龄' });
    expect(
      within(ageing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0-30 天21,234.50', '90 天以上112,000.00']);
  });

  it('does not ask for a section the user does not hold', async () => {
    const asked = stubFetch({
      '/api/summary/clerk': () => json(CLERK),
      '/api/summary/admin': () => json(CLERK),
    });
    renderWith(<StaffSummary />, [SUMMARY_PERM.clerk, SUMMARY_PERM.admin, 'summary:other']);
    await cardOf('系统运行');
    await screen.findByRole('link', { name: '我的暂存报关单：3' });
    expect(asked.sort()).toEqual(['/api/summary/admin', '/api/summary/clerk']);
    expect(asked.some((url) => url.includes('finance'))).toBe(false);
    expect(screen.queryByText('财务待办')).toBeNull();
  });

  it('shows nothing and asks nothing without a summary permission', async () => {
    const asked = stubFetch({});
    renderWith(
      <div data-testid="home">
        <StaffSummary />
      </div>,
      ['declaration:list'],
    );
    expect((await screen.findByTestId('home')).textContent).toBe('');
    expect(asked).toEqual([]);
  });

  it('says when a section fails, retries on demand and keeps the last figures when a refresh fails', async () => {
    let fail = true;
    stubFetch({
      '/api/summary/clerk': () => (fail ? json({ message: '统计服务暂不可用' }, 503) : json(CLERK)),
    });
    renderWith(<StaffSummary />, [SUMMARY_PERM.clerk]);
    const card = await cardOf('单证待办');
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('单证待办加载失败');
    expect(alert.textContent).toContain('统计服务暂不可用');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await within(card).findByRole('link', { name: '我的暂存报关单：3' });
    expect(within(card).queryByRole('alert')).toBeNull();

    fail = true;
    fireEvent.click(within(card).getByRole('button', { name: '刷新' }));
    await within(card).findByRole('alert');
    // the figures it had stay
    expect(within(card).getByRole('link', { name: '我的暂存报关单：3' })).toBeTruthy();
  });

  it('refreshes by itself when the live channel says documents changed', async () => {
    let drafts = 3;
    const asked = stubFetch({
      '/api/summary/clerk': () => json({ ...CLERK, figures: [{ ...CLERK.figures[0]!, count: drafts }] }),
    });
    renderWith(<StaffSummary />, [SUMMARY_PERM.clerk]);
    await screen.findByRole('link', { name: '我的暂存报关单：3' });
    drafts = 4;
    act(() => live.push('summary_changed', { at: '2026-11-25T08:31:00' }));
    await screen.findByRole('link', { name: '我的暂存报关单：4' });
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});
