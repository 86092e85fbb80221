import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { SUMMARY_PERM, type MenuEntry } from '@app/shared';
import type { EChartProps } from '../../../components/charts/EChart.tsx';
import i18n from '../../../i18n/index.ts';
import { useSession } from '../../../session/session-store.ts';
import { PartnerSummary } from './PartnerSummary.tsx';
import {
  json,
  OPEN_STATEMENTS,
  PARTNER,
  renderWith,
  stubFetch,
  WEEK,
  withChartMarker,
} from './summary-test-kit.tsx';

// jsdom has no canvas: the charts are markers
const LabelMarker = ({ label }: EChartProps) => <div data-testid="echart" aria-label={label} />;

const page = (id: number, path: string, title: string): MenuEntry => ({
  id,
  parentId: '0',
  type: '1',
  path,
  title,
  name: title,
  url: '',
  icon: '',
  groupNo: 'yy',
  code: `page${id}`,
  extend: '0',
  bindPath: '',
  authority: '',
  hidden: false,
  sort: id,
  children: [],
});

/** The partner holds 我的预约 and 我的报关单, not 我的对账单. */
function signInPartner() {
  const pages = [page(1, '/yy/appointment', '我的预约'), page(2, '/yy/declaration', '我的报关单')];
  useSession.setState({
    menuTree: [{ ...page(100, '', '预约'), type: '0', children: pages }],
    resource: pages.map((p) => ({
      id: p.id,
      code: p.code,
      path: p.path,
      sort: p.sort,
      clientIds: 'customer',
    })),
  });
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ menuTree: [], resource: [] });
});

describe("the partner's overview", { timeout: 60_000 }, () => {
  it('shows their figures, status names localised, a link only to the pages they hold', async () => {
    signInPartner();
    const asked = stubFetch({
      '/api/summary/partner': () => json(PARTNER),
      '/api/summary/week': () => json(WEEK),
      '/api/summary/open-statements': () => json(OPEN_STATEMENTS),
    });
    renderWith(withChartMarker(<PartnerSummary />, LabelMarker), [SUMMARY_PERM.partner], '/yy/welcome');
    const card = (await screen.findByText('我的概览')).closest('.ant-card') as HTMLElement;
    expect((await within(card).findByRole('link', { name: '本周预约：5' })).getAttribute('href')).toBe(
      '/yy/appointment?week=2026-W48',
    );
    const statuses = within(card).getByRole('list', { name: '我的报关单（按状态）' });
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['已申报4', '退单1']);
    expect(
      within(statuses).getByRole('link', { name: '我的报关单（按状态） 退单：1' }).getAttribute('href'),
    ).toBe('/yy/declaration?cd_status=90');
    // 我的对账单 is not theirs to open: the number only
    expect(within(card).queryByRole('link', { name: /待确认的对账单/ })).toBeNull();
    expect(within(card).getByLabelText('待确认的对账单：2').textContent).toBe('2');
    // beside it, the week's appointments and the open statements as charts, each its own call
    expect(await screen.findByRole('region', { name: '本周预约' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '未结清的对账单' })).toBeTruthy();
    expect(asked.sort()).toEqual([
      '/api/summary/open-statements',
      '/api/summary/partner',
      '/api/summary/week',
    ]);
  });

  it('is neither asked for nor shown without summary:partner', async () => {
    signInPartner();
    const asked = stubFetch({});
    renderWith(
      withChartMarker(
        <div data-testid="home">
          <PartnerSummary />
        </div>,
        LabelMarker,
      ),
      [],
      '/yy/welcome',
    );
    expect((await screen.findByTestId('home')).textContent).toBe('');
    expect(asked).toEqual([]);
  });
});
