import { describe, expect, it } from 'vitest';
import { SUMMARY_PERM } from '../contracts/summary.ts';
import { homeOf, landingPath, STAFF_HOME_PATH } from './homes.ts';
import { PAGES } from './pages.ts';

const codes = (...list: string[]) => new Set(list);
const none = new Set<string>();

describe('homeOf', () => {
  it('sends staff holding a section of the home figures to the home tab', () => {
    for (const code of [SUMMARY_PERM.clerk, SUMMARY_PERM.service, SUMMARY_PERM.finance, SUMMARY_PERM.admin])
      expect(homeOf(codes(code)).path).toBe(STAFF_HOME_PATH);
  });

  it('sends a partner to the appointments home and the wall screen to the board, full screen', () => {
    const partner = homeOf(codes(PAGES.yyWelcome.code, SUMMARY_PERM.partner));
    expect(partner).toMatchObject({ key: 'partner', path: '/yy/welcome', fullScreen: false });
    const board = homeOf(codes(SUMMARY_PERM.board));
    expect(board).toMatchObject({ key: 'board', path: '/datav/jhx', fullScreen: true });
  });

  it('keeps staff who also hold the board (a supervisor, the administrator) on the home tab', () => {
    const supervisor = codes(SUMMARY_PERM.service, SUMMARY_PERM.trend, SUMMARY_PERM.board);
    expect(homeOf(supervisor).key).toBe('staff');
    const admin = codes(SUMMARY_PERM.admin, PAGES.yyWelcome.code, SUMMARY_PERM.board);
    expect(homeOf(admin).key).toBe('staff');
  });

  it('falls back to the home tab for a user holding none of the homes', () => {
    expect(homeOf(none).path).toBe(STAFF_HOME_PATH);
    expect(homeOf(codes('appointment:search')).path).toBe(STAFF_HOME_PATH);
  });
});

describe('landingPath', () => {
  const paths = new Set(['/manifest/index', '/datav/jhx']);

  it('goes back to the page asked for first', () => {
    expect(landingPath({ codes: codes(SUMMARY_PERM.board), paths, siteWelcome: '', redirect: '/x/y' })).toBe(
      '/x/y',
    );
  });

  it("takes the site's welcome page when the user may open it, else the user's home", () => {
    const clerk = codes(SUMMARY_PERM.clerk);
    expect(landingPath({ codes: clerk, paths, siteWelcome: 'manifest/index' })).toBe('/manifest/index');
    expect(landingPath({ codes: clerk, paths: none, siteWelcome: 'manifest/index' })).toBe(STAFF_HOME_PATH);
    // the datav site's board needs the board's grant, not only its path
    expect(landingPath({ codes: clerk, paths, siteWelcome: 'datav/jhx' })).toBe(STAFF_HOME_PATH);
    const supervisor = codes(SUMMARY_PERM.service, SUMMARY_PERM.board);
    expect(landingPath({ codes: supervisor, paths, siteWelcome: '/datav/jhx' })).toBe('/datav/jhx');
  });

  it("lands the wall screen's account on the board on a site welcoming on the home tab or on none", () => {
    const board = codes(SUMMARY_PERM.board);
    expect(landingPath({ codes: board, paths, siteWelcome: 'dashboard' })).toBe('/datav/jhx');
    expect(landingPath({ codes: board, paths, siteWelcome: '' })).toBe('/datav/jhx');
    const partner = codes(PAGES.yyWelcome.code);
    expect(landingPath({ codes: partner, paths, siteWelcome: 'dashboard' })).toBe('/yy/welcome');
  });
});
