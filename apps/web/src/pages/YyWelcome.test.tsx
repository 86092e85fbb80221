import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { SUMMARY_PERM } from '@app/shared';
import { initAppContext } from '../app-context.ts';
import i18n from '../i18n/index.ts';
import type { AppRoute } from '../menu/menu-model.ts';
import { useSession } from '../session/session-store.ts';
import type { SiteConfig } from '../site/site.ts';
import type { SecureStore } from '../storage/secure-store.ts';
import {
  json,
  OPEN_STATEMENTS,
  PARTNER,
  renderWith,
  stubFetch,
  WEEK,
  withChartMarker,
} from '../features/summary/screens/summary-test-kit.tsx';
import YyWelcome from './YyWelcome.tsx';

const welcome: AppRoute = {
  id: '1',
  type: '1',
  path: '/yy/welcome',
  title: '预约首页',
  name: 'welcome',
  code: 'yy:welcome',
  icon: '',
  groupNo: 'yy',
  url: '',
  inMenu: true,
  searchable: true,
  parents: [],
  buttons: [],
  children: [],
  external: false,
};

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
  initAppContext(
    { code: 'yy', name: '预约平台', logo: '', client_id: 'customer' } as SiteConfig,
    {} as SecureStore,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ name: undefined, customerCode: undefined });
});

describe("the partner's welcome page", { timeout: 60_000 }, () => {
  it('greets the partner and shows their overview', async () => {
    useSession.setState({ name: '嘉禾贸易', customerCode: 'C001' });
    const asked = stubFetch({
      '/api/summary/partner': () => json(PARTNER),
      '/api/summary/week': () => json(WEEK),
      '/api/summary/open-statements': () => json(OPEN_STATEMENTS),
    });
    // jsdom has no canvas: the overview's charts are markers
    renderWith(withChartMarker(<YyWelcome route={welcome} />), [SUMMARY_PERM.partner], '/yy/welcome');
    expect(await screen.findByText('欢迎，嘉禾贸易')).toBeTruthy();
    expect(await screen.findByText('我的概览')).toBeTruthy();
    // no menu pages in this session: every number is shown without a link
    expect((await screen.findByLabelText('本周预约：5')).textContent).toBe('5');
    expect(screen.getByLabelText('我的报关单（按状态） 已申报：4').textContent).toBe('4');
    expect(screen.queryAllByRole('link')).toEqual([]);
    // the overview and the two charts (the week, the open statements), each asked once
    expect([...asked].sort()).toEqual([
      '/api/summary/open-statements',
      '/api/summary/partner',
      '/api/summary/week',
    ]);
  });

  it('only greets without summary:partner', async () => {
    useSession.setState({ name: '嘉禾贸易' });
    const asked = stubFetch({});
    renderWith(<YyWelcome route={welcome} />, [], '/yy/welcome');
    expect(await screen.findByText('欢迎，嘉禾贸易')).toBeTruthy();
    expect(screen.queryByText('我的概览')).toBeNull();
    expect(asked).toEqual([]);
  });
});
