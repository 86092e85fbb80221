import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import i18n from '../../../i18n/index.ts';
import { dropPrefetched, PREFETCH_KEEP_MS, prefetchHome } from '../home-prefetch.ts';
import { StaffSummary } from './StaffSummary.tsx';
import { CLERK, json, renderWith, SERVICE, stubFetch } from './summary-test-kit.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  dropPrefetched();
});

const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
const skeletonIn = (card: HTMLElement) => card.querySelector('.ant-skeleton');
const HOLDER = [SUMMARY_PERM.clerk, SUMMARY_PERM.service];

describe('the home cards load and fail each on its own', { timeout: 60_000 }, () => {
  it("shows a skeleton in a card while its call is pending, the others' figures meanwhile", async () => {
    let answerClerk: (r: Response) => void = () => undefined;
    stubFetch({
      '/api/summary/clerk': () => new Promise<Response>((resolve) => (answerClerk = resolve)),
      '/api/summary/service': () => json(SERVICE),
    });
    renderWith(<StaffSummary />, HOLDER);
    const clerk = await cardOf('单证待办');
    const service = await cardOf('客服待办');
    expect(skeletonIn(clerk)).not.toBeNull();
    await within(service).findByRole('link', { name: '待审核预约：4' });
    expect(skeletonIn(service)).toBeNull();
    // the pending card is still waiting, with no figure and no error
    expect(skeletonIn(clerk)).not.toBeNull();
    expect(within(clerk).queryByRole('link')).toBeNull();
    expect(within(clerk).queryByRole('alert')).toBeNull();

    answerClerk(json(CLERK));
    await within(clerk).findByRole('link', { name: '我的暂存报关单：3' });
    expect(skeletonIn(clerk)).toBeNull();
  });

  it("shows one card's failure with a retry in that card only, the others with their figures", async () => {
    let fail = true;
    const asked = stubFetch({
      '/api/summary/clerk': () => (fail ? json({ message: '统计服务暂不可用' }, 503) : json(CLERK)),
      '/api/summary/service': () => json(SERVICE),
    });
    renderWith(<StaffSummary />, HOLDER);
    const clerk = await cardOf('单证待办');
    const service = await cardOf('客服待办');
    const alert = await within(clerk).findByRole('alert');
    expect(alert.textContent).toContain('统计服务暂不可用');
    await within(service).findByRole('link', { name: '待审核预约：4' });
    expect(within(service).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await within(clerk).findByRole('link', { name: '我的暂存报关单：3' });
    expect(within(clerk).queryByRole('alert')).toBeNull();
    // the retry asked for the failed card's call only
    expect(asked.filter((url) => url === '/api/summary/service')).toHaveLength(1);
    expect(asked.filter((url) => url === '/api/summary/clerk')).toHaveLength(2);
  });
});

describe("the home's calls started with the session", { timeout: 60_000 }, () => {
  it('are the calls of the held cards, taken by the cards instead of asking again', async () => {
    const asked = stubFetch({
      '/api/summary/clerk': () => json(CLERK),
      '/api/summary/service': () => json(SERVICE),
    });
    prefetchHome('/dashboard', new Set(HOLDER));
    expect(asked).toEqual(['/api/summary/clerk', '/api/summary/service']);
    renderWith(<StaffSummary />, HOLDER);
    await screen.findByRole('link', { name: '我的暂存报关单：3' });
    await screen.findByRole('link', { name: '待审核预约：4' });
    expect(asked).toHaveLength(2);
  });

  it('are not started when the sign-in goes to another page', () => {
    const asked = stubFetch({});
    prefetchHome('/declaration/index', new Set(HOLDER));
    prefetchHome('/dashboard', new Set(['declaration:list']));
    expect(asked).toEqual([]);
  });

  it("are the partner's and the board's own on their homes", () => {
    const asked = stubFetch({});
    prefetchHome('/yy/welcome', new Set(['yy:welcome', SUMMARY_PERM.partner]));
    expect(asked).toEqual(['/api/summary/partner', '/api/summary/week', '/api/summary/open-statements']);
    asked.length = 0;
    prefetchHome('/datav/jhx', new Set([SUMMARY_PERM.board]));
    expect(asked).toEqual(['/api/summary/board']);
  });

  it('are dropped when no card took them in time, so a later card asks afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const asked = stubFetch({ '/api/summary/clerk': () => json(CLERK) });
    prefetchHome('/dashboard', new Set([SUMMARY_PERM.clerk]));
    vi.advanceTimersByTime(PREFETCH_KEEP_MS + 1);
    vi.useRealTimers();
    renderWith(<StaffSummary />, [SUMMARY_PERM.clerk]);
    await screen.findByRole('link', { name: '我的暂存报关单：3' });
    await waitFor(() => expect(asked).toEqual(['/api/summary/clerk', '/api/summary/clerk']));
  });
});
