import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import { initAppContext } from '../app-context.ts';
import i18n from '../i18n/index.ts';
import { useSession } from '../session/session-store.ts';
import type { SiteConfig } from '../site/site.ts';
import type { SecureStore } from '../storage/secure-store.ts';
import { CLERK, json, renderWith, stubFetch } from '../features/summary/screens/summary-test-kit.tsx';
import { Dashboard } from './Dashboard.tsx';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
  initAppContext(
    { code: 'web', name: '报关平台', logo: '', client_id: 'web' } as SiteConfig,
    {} as SecureStore,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  useSession.setState({ name: undefined, userName: undefined, roles: [], roleNames: [], version: undefined });
});

describe('the staff home', { timeout: 60_000 }, () => {
  it('greets the clerk and shows the figures of their work, skeletons until they come', async () => {
    useSession.setState({ name: '李单证', userName: 'clerk', roles: ['clerk'], roleNames: ['单证员'] });
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
    // the role by its name, not its code
    expect(screen.getByText('单证员', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByText('clerk', { selector: '.ant-tag' })).toBeNull();
  });

  it("shows the product's version with the build's time (business time zone), put in by the build", async () => {
    vi.stubEnv('VITE_APP_VERSION', '1.4.2');
    vi.stubEnv('VITE_BUILD_TIME', '2026-11-28T02:30:00.000Z');
    useSession.setState({
      name: '李单证',
      roles: ['clerk', 'ccs'],
      roleNames: ['单证员', ''],
      version: '0.0.9',
    });
    stubFetch({});
    renderWith(<Dashboard />, []);
    expect(await screen.findByText('1.4.2（构建于 2026-11-28 10:30）')).toBeTruthy();
    // a role without a name keeps its code
    expect(screen.getByText('ccs', { selector: '.ant-tag' })).toBeTruthy();
  });

  it("shows the server's version where the build put none in", async () => {
    useSession.setState({ name: '李单证', roles: [], version: '1.4.1' });
    stubFetch({});
    renderWith(<Dashboard />, []);
    expect(await screen.findByText('1.4.1')).toBeTruthy();
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
