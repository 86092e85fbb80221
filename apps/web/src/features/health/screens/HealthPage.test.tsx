import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { labelledTime } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { job, json, pageOf, renderHealth, stubFetch } from './health-test-kit.tsx';

const ERROR = 'connect ECONNREFUSED 10.0.0.8:7001\n    at TCPConnectWrap.afterConnect (net.js:1141:16)';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => vi.unstubAllGlobals());

const jobsAsked = (asked: string[]) => asked.filter((u) => u.startsWith('/api/summary/jobs'));
const cellsOf = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('系统运行: background jobs', { timeout: 60_000 }, () => {
  it("sends the address's status and since, fills the filters with them and lists the jobs", async () => {
    const asked = stubFetch({
      '/api/summary/jobs': (url) =>
        json(
          pageOf(
            [
              job(42, {
                type: 'channel.send',
                status: 'failed',
                attempts: 5,
                last_error: ERROR,
                finish_time: '2026-11-24T09:15:00',
              }),
              job(41, { status: 'failed', attempts: 3, max_attempts: 3, last_error: 'timeout' }),
            ],
            url,
          ),
        ),
    });
    renderHealth('/summary/health?status=failed&since=2026-11-19');

    const row = (await screen.findByText('channel.send')).closest('tr')!;
    expect(jobsAsked(asked)[0]).toBe('/api/summary/jobs?status=failed&since=2026-11-19&page=1&size=20');
    const cells = cellsOf(row);
    expect(cells).toContain('42');
    expect(cells).toContain('失败');
    expect(cells).toContain('5 / 5');
    expect(cells).toContain(ERROR.trim());
    // on the business clock, labelled where this machine's clock differs
    expect(cells).toContain(labelledTime('2026-11-24 09:00:00'));
    expect(cells).toContain(labelledTime('2026-11-24 09:15:00'));
    expect(screen.getByText('共 2 条')).toBeTruthy();

    // the filters show what the address asked for
    const card = screen.getByText('后台任务').closest('.ant-card') as HTMLElement;
    expect(within(card).getByTitle('失败')).toBeTruthy();
    expect((screen.getByLabelText('起始日期') as HTMLInputElement).value).toBe('2026-11-19');
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeTruthy();

    // the whole error is in the opened row
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    expect(document.querySelector('pre.health-full')?.textContent).toBe(ERROR);
  });

  it('the running jobs of a link, without since', async () => {
    const asked = stubFetch({
      '/api/summary/jobs': (url) =>
        json(pageOf([job(7, { status: 'running', finish_time: null, type: 'export.xlsx' })], url)),
    });
    renderHealth('/summary/health?status=running');
    const row = (await screen.findByText('export.xlsx')).closest('tr')!;
    expect(jobsAsked(asked)[0]).toBe('/api/summary/jobs?status=running&page=1&size=20');
    expect(cellsOf(row)).toContain('运行中');
  });

  it('leaves out an unknown status and a malformed day, and lists every job', async () => {
    const asked = stubFetch({ '/api/summary/jobs': (url) => json(pageOf([job(1)], url)) });
    renderHealth('/summary/health?status=broken&since=2026-02-30');
    await screen.findByText('declaration.send');
    expect(jobsAsked(asked)[0]).toBe('/api/summary/jobs?page=1&size=20');
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
  });

  it('a changed filter is written to the address and asked for from page 1; clear drops them', async () => {
    const asked = stubFetch({
      '/api/summary/jobs': (url) => json(pageOf([job(Number(url.searchParams.get('page')) * 100)], url, 45)),
    });
    renderHealth('/summary/health?status=failed&since=2026-11-19&page=2&size=20');
    await screen.findByText('200');
    expect(jobsAsked(asked)[0]).toBe('/api/summary/jobs?status=failed&since=2026-11-19&page=2&size=20');

    // paging
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('300');
    expect(jobsAsked(asked).at(-1)).toBe('/api/summary/jobs?status=failed&since=2026-11-19&page=3&size=20');
    expect(screen.getByTestId('address').textContent).toContain('page=3');

    // another status
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByText('已完成', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(jobsAsked(asked).at(-1)).toBe('/api/summary/jobs?status=done&since=2026-11-19&page=1&size=20'),
    );
    expect(screen.getByTestId('address').textContent).toBe(
      '/summary/health?status=done&since=2026-11-19&page=1&size=20',
    );

    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(jobsAsked(asked).at(-1)).toBe('/api/summary/jobs?page=1&size=20'));
    expect(screen.getByTestId('address').textContent).toBe('/summary/health?page=1&size=20');
  });

  it('says when no job matches, and when there is none at all', async () => {
    stubFetch({ '/api/summary/jobs': (url) => json(pageOf([], url)) });
    renderHealth('/summary/health?status=failed');
    expect(await screen.findByText('没有符合条件的后台任务')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByText('暂无后台任务')).toBeTruthy();
  });

  it('a failed call says so with a retry, and the refresh asks again', async () => {
    let fail = true;
    const asked = stubFetch({
      '/api/summary/jobs': (url) =>
        fail ? json({ code: 500, message: '数据库不可用' }, 500) : json(pageOf([job(9)], url)),
    });
    renderHealth('/summary/health');
    expect(await screen.findByText('后台任务加载失败')).toBeTruthy();
    expect(screen.getByText('数据库不可用')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('declaration.send');
    expect(screen.queryByText('后台任务加载失败')).toBeNull();

    const before = jobsAsked(asked).length;
    const card = screen.getByText('后台任务').closest('.ant-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /刷\s*新/ }));
    await waitFor(() => expect(jobsAsked(asked).length).toBe(before + 1));
  });

  it('an answer that is not a page of jobs is a failed call', async () => {
    stubFetch({ '/api/summary/jobs': () => json({ content: [{ id: 'x' }], totalElements: 1 }) });
    renderHealth('/summary/health');
    expect(await screen.findByText('后台任务加载失败')).toBeTruthy();
  });
});

describe('系统运行: the receipt inbox', { timeout: 60_000 }, () => {
  it('lists the set-aside files with their reasons', async () => {
    const asked = stubFetch({
      '/api/summary/inbox-failures': (url) =>
        json(
          pageOf(
            [
              {
                channel_dir: 'swap/xm',
                name: 'Receipt_20261125_001.xml',
                size: 2560,
                set_aside_at: '2026-11-25T08:30:05',
                reason: 'unknown message type DEC_RESULT_X',
              },
              {
                channel_dir: 'swap/qz',
                name: 'broken.xml',
                size: 12,
                set_aside_at: '2026-11-24T18:00:00',
                reason: '',
              },
            ],
            url,
          ),
        ),
    });
    renderHealth('/summary/health');
    const card = screen.getByText('回执收件箱（已搁置的回执）').closest('.ant-card') as HTMLElement;
    const first = (await within(card).findByText('Receipt_20261125_001.xml')).closest('tr')!;
    expect(asked).toContain('/api/summary/inbox-failures?page=1&size=20');
    expect(cellsOf(first)).toEqual(
      expect.arrayContaining([
        labelledTime('2026-11-25 08:30:05'),
        'swap/xm',
        'Receipt_20261125_001.xml',
        '2.5 KB',
        'unknown message type DEC_RESULT_X',
      ]),
    );
    const second = within(card).getByText('broken.xml').closest('tr')!;
    expect(cellsOf(second)).toEqual(expect.arrayContaining(['12 B', '未记录原因']));
  });

  it('says when nothing was set aside, and a failure with a retry', async () => {
    let fail = true;
    stubFetch({
      '/api/summary/inbox-failures': (url) =>
        fail ? json({ message: 'forbidden' }, 403) : json(pageOf([], url)),
    });
    renderHealth('/summary/health');
    expect(await screen.findByText('回执收件箱加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('没有被搁置的回执文件')).toBeTruthy();
  });
});

describe('系统运行: online payments waiting for their refund', { timeout: 60_000 }, () => {
  it('lists them, the longest wait first, with the reason and the provider’s last answer', async () => {
    const asked = stubFetch({
      '/api/summary/refunds-waiting': (url) =>
        json(
          pageOf(
            [
              {
                out_trade_no: 'FEE20261120000001',
                company: '华海国际货运代理（厦门）有限公司',
                payable: 'statement:12',
                amount: '80.00',
                currency: 'CNY',
                paid_time: '2026-11-20T02:00:00Z',
                reason:
                  '80.00 already paid by order FEE20261120000002; refund failed: 40004 ACQ.SYSTEM_ERROR',
              },
            ],
            url,
          ),
        ),
    });
    renderHealth('/summary/health');
    const card = screen.getByText('待退款的在线支付').closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('FEE20261120000001')).closest('tr')!;
    expect(asked).toContain('/api/summary/refunds-waiting?page=1&size=20');
    expect(cellsOf(row)).toEqual(
      expect.arrayContaining([
        '华海国际货运代理（厦门）有限公司',
        'statement:12',
        '80.00 CNY',
        labelledTime('2026-11-20 10:00:00'),
        '80.00 already paid by order FEE20261120000002; refund failed: 40004 ACQ.SYSTEM_ERROR',
      ]),
    );
  });

  it('says when none waits, and a failure with a retry', async () => {
    let fail = true;
    stubFetch({
      '/api/summary/refunds-waiting': (url) =>
        fail ? json({ message: 'forbidden' }, 403) : json(pageOf([], url)),
    });
    renderHealth('/summary/health');
    expect(await screen.findByText('待退款订单加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('没有待退款的订单')).toBeTruthy();
  });
});
