import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PAGES, SUMMARY_PERM } from '@app/shared';
import { initAppContext } from '../app-context.ts';
import type { ResourceGrant } from '../session/authorities.ts';
import { useSession } from '../session/session-store.ts';
import type { SiteConfig } from '../site/site.ts';
import type { SecureStore } from '../storage/secure-store.ts';
import { Landing, sessionLanding } from './landing.tsx';

const site = { code: 'oms', name: '智慧物流平台', welcome_path: 'dashboard' } as SiteConfig;

let nextId = 1;
/** A resource the user holds: a page (with its path) or a button (without one). */
const grant = (code: string, path = ''): ResourceGrant => ({
  id: nextId++,
  code,
  path,
  sort: 0,
  clientIds: 'web',
});

/** The demo roles' grants that decide the landing (role-templates.ts), as the session holds them. */
const ROLES: Record<string, ResourceGrant[]> = {
  board: [grant(PAGES.dataBoard.code, '/datav/jhx'), grant(SUMMARY_PERM.board)],
  clerk: [grant('declaration', '/declaration/index'), grant(SUMMARY_PERM.clerk), grant(SUMMARY_PERM.trend)],
  finance: [grant('bill', '/bill/index'), grant(SUMMARY_PERM.finance)],
  partner: [grant(PAGES.yyWelcome.code, '/yy/welcome'), grant(SUMMARY_PERM.partner)],
  supervisor: [
    grant(SUMMARY_PERM.service),
    grant(PAGES.dataBoard.code, '/datav/jhx'),
    grant(SUMMARY_PERM.board),
  ],
  desk: [grant('appointment', '/appointment/index')],
};

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{location.pathname}</div>;
}

/** Opens the root address (/index/) as the signed-in user of `role`; answers where it led. */
async function openRoot(role: keyof typeof ROLES): Promise<string> {
  useSession.setState({ resource: ROLES[role] });
  const router = createMemoryRouter(
    [
      { index: true, element: <Landing /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return (await screen.findByTestId('landed')).textContent ?? '';
}

beforeEach(() => initAppContext(site, {} as SecureStore));
afterEach(() => {
  site.code = 'oms';
  site.welcome_path = 'dashboard';
  useSession.setState({ resource: [] });
});

describe('the landing of each account', () => {
  it("sends the wall screen's account to the data board, outside the layout", async () => {
    expect(await openRoot('board')).toBe('/datav/jhx');
  });

  it("sends staff to the home tab of their role's figures", async () => {
    expect(await openRoot('clerk')).toBe('/dashboard');
  });

  it('sends a finance user to the home tab too', async () => {
    expect(await openRoot('finance')).toBe('/dashboard');
  });

  it('sends a partner to the appointments home', async () => {
    expect(await openRoot('partner')).toBe('/yy/welcome');
  });

  it('keeps a supervisor who may also open the board on the home tab', async () => {
    expect(await openRoot('supervisor')).toBe('/dashboard');
  });

  it('sends a user holding none of the homes to the home tab', async () => {
    expect(await openRoot('desk')).toBe('/dashboard');
  });

  it("follows a site's own welcome page the user may open (the datav site's board)", async () => {
    site.code = 'datav';
    site.welcome_path = 'datav/jhx';
    expect(await openRoot('supervisor')).toBe('/datav/jhx');
  });

  it("leaves a site's welcome page the user may not open for the user's home", async () => {
    site.code = 'datav';
    site.welcome_path = 'datav/jhx';
    expect(await openRoot('clerk')).toBe('/dashboard');
  });
});

describe('the landing after a sign-in', () => {
  it('goes back to the page asked for, else to the landing of the loaded session', () => {
    useSession.setState({ resource: ROLES.board });
    expect(sessionLanding('/declaration/index')).toBe('/declaration/index');
    expect(sessionLanding()).toBe('/datav/jhx');
    useSession.setState({ resource: ROLES.partner });
    expect(sessionLanding(undefined)).toBe('/yy/welcome');
  });
});
