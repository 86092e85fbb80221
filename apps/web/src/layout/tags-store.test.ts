import { beforeEach, describe, expect, it } from 'vitest';
import { initAppContext } from '../app-context.ts';
import type { SiteConfig } from '../site/site.ts';
import { SecureStore } from '../storage/secure-store.ts';
import { hydrateTags, nextViewAfterClose, useTags, type VisitedView } from './tags-store.ts';

const view = (key: string, extra: Partial<VisitedView> = {}): VisitedView => ({
  key,
  path: key,
  fullPath: key,
  title: key,
  name: key.replace(/\W/g, ''),
  ...extra,
});

beforeEach(async () => {
  initAppContext({ code: 'oms' } as SiteConfig, await SecureStore.open('oms', 'salt'));
  useTags.getState().clear();
});

describe('visited-page tabs (platform-shell §2.5)', () => {
  it('are unique by key, with affix tabs first and noCache pages left out of the cache', () => {
    const tags = useTags.getState();
    tags.addView(view('/a'));
    tags.addView(view('/b', { noCache: true }));
    tags.addView(view('/a', { fullPath: '/a?page=2' }));
    tags.addView(view('/dashboard', { affix: true }));
    const state = useTags.getState();
    expect(state.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a', '/b']);
    expect(state.visitedViews[1]!.fullPath).toBe('/a?page=2');
    expect(state.cachedViews).toEqual(['dashboard', 'a']);
  });

  it('close, close others and close all keep affix tabs', () => {
    const tags = useTags.getState();
    ['/dashboard', '/a', '/b', '/c'].forEach((k) => tags.addView(view(k, { affix: k === '/dashboard' })));
    tags.delView('/dashboard');
    tags.delView('/b');
    expect(useTags.getState().visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a', '/c']);
    tags.delOthers('/c');
    expect(useTags.getState().visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/c']);
    tags.delAll();
    expect(useTags.getState().visitedViews.map((v) => v.key)).toEqual(['/dashboard']);
  });

  it('survive a reload through the encrypted store', async () => {
    useTags.getState().addView(view('/a'));
    useTags.getState().addView(view('/b'));
    useTags.setState({ visitedViews: [], cachedViews: [] });
    hydrateTags();
    expect(useTags.getState().visitedViews.map((v) => v.key)).toEqual(['/a', '/b']);
  });

  it('refresh bumps the nonce of one tab', () => {
    useTags.getState().refresh('/a');
    useTags.getState().refresh('/a');
    expect(useTags.getState().nonces['/a']).toBe(2);
  });

  it('after closing, the next visited tab is selected, else the previous one', () => {
    const views = ['/dashboard', '/a', '/b'].map((k) => view(k));
    expect(nextViewAfterClose(views, '/a')?.key).toBe('/b');
    expect(nextViewAfterClose(views, '/b')?.key).toBe('/a');
    expect(nextViewAfterClose([view('/a')], '/a')).toBeUndefined();
  });
});
