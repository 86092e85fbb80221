import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import i18n from '../i18n/index.ts';
import { useSession } from '../session/session-store.ts';
import { CLERK, json, renderWith, stubFetch } from '../features/summary/screens/summary-test-kit.tsx';
import { Dashboard } from './Dashboard.tsx';

vi.mock('../app-context.ts', () => ({
  getSite: () => ({ code: 'web', name: '报关平台', logo: '', client_id: 'web' }),
}));
vi.mock('../live/live-channel.ts', () => ({ subscribeLive: () => () => undefined }));

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ name: undefined, userName: undefined, roles: [] });
});

describe('the staff home', { timeout: 60_000 }, () => {
  it('greets the clerk and shows the figures of their work, skeletons until they come', async () => {
    useSession.setState({ name: '李单证', userName: 'clerk', roles: ['clerk'] });
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ '/api/summary/clerk': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWith(<Dashboard />, [SUMMARY_PERM.clerk]);
    expect(await screen.findByText('欢迎，李单证')).toBeTruthy();
    const card = (await screen.findByText('单证待办')).closest('.ant-card') as HTMLElement;
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();

    answer(json(CLERK));
    expect((await within(card).findByRole('link', { name: '今日回执：12' })).getAttribute('href')).toBe(
      '/declaration/index?return_time_from=2026-11-25',
    );
    expect(card.querySelector('.ant-skeleton')).toBeNull();
    expect(screen.getByText('clerk', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('keeps only the greeting for a user without summary permissions', async () => {
    useSession.setState({ name: '访客', userName: 'guest', roles: [] });
    const asked = stubFetch({});
    renderWith(<Dashboard />, []);
    expect(await screen.findByText('欢迎，访客')).toBeTruthy();
    expect(screen.queryByText('单证待办')).toBeNull();
    expect(asked).toEqual([]);
  });
});
