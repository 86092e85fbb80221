import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../session/session-store.ts';
import GuidePage from './GuidePage.tsx';

function Address() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname + location.search + location.hash}</div>;
}

function renderGuide(address = '/guide/index') {
  const router = createMemoryRouter(
    [
      {
        path: '/guide/index',
        element: (
          <>
            <GuidePage />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// the guide's chunk and the language's strings load asynchronously: give them time on a loaded machine
configure({ asyncUtilTimeout: 10_000 });

const scrolled: string[] = [];

beforeEach(async () => {
  await act(() => setLanguage('zh'));
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.id);
  };
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => {
    fn(0);
    return 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSession.setState({ roles: [], clientId: undefined, resource: [] });
});

const guide = () => screen.findByRole('article');

// the first render loads antd and the guide's chunk: on a loaded machine that outlasts the default 5 s
describe('使用指南', { timeout: 30_000 }, () => {
  it('opens the signed-in user’s own guide first, marked as theirs, with its screenshots', async () => {
    useSession.setState({ roles: ['finance'], clientId: 'web', resource: [] });
    renderGuide();
    const article = await guide();
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toContain('财务指南');
    expect(screen.getByRole('tab', { name: /财务.*您的角色/ }).getAttribute('aria-selected')).toBe('true');
    const shot = within(article).getByRole('img', { name: '应收应付列表：费用状态和“未计费原因”页签' });
    expect(shot.getAttribute('src')).toBe('/index/help/bill-list.png');
  });

  it('opens another role’s guide at a topic from its address, and the tabs change the role', async () => {
    useSession.setState({ roles: ['finance'], clientId: 'web', resource: [] });
    const router = renderGuide('/guide/index?role=clerk#send');
    const article = await guide();
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toContain('制单员指南');
    await waitFor(() => expect(scrolled).toContain('send'));
    fireEvent.click(screen.getByRole('tab', { name: '管理员' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=admin'));
    expect(within(await guide()).getByRole('heading', { level: 2 }).textContent).toContain('管理员指南');
  });

  it('moves to a topic of the table of contents and keeps it in the address', async () => {
    useSession.setState({ roles: ['clerk'], clientId: 'web', resource: [] });
    renderGuide();
    await guide();
    const contents = screen.getByRole('navigation', { name: '本页目录' });
    fireEvent.click(within(contents).getByRole('link', { name: '跟踪回执' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toContain('/guide/index?role=clerk#receipts'),
    );
    expect(scrolled).toContain('receipts');
  });

  it('follows the interface language', async () => {
    useSession.setState({ roles: [], clientId: 'customer', resource: [] });
    renderGuide();
    expect(within(await guide()).getByRole('heading', { level: 2 }).textContent).toContain('合作客户指南');
    await act(() => setLanguage('ja'));
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByRole('heading', { level: 2 }).textContent).toContain(
        '取引先ガイド',
      ),
    );
    expect(screen.getByRole('tab', { name: /取引先.*あなたの役割/ })).toBeTruthy();
  });
});
