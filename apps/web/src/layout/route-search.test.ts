import { describe, expect, it } from 'vitest';
import { buildSearch, loadPinyin, SEARCH_OPTIONS, type SearchItem } from './RouteSearch.tsx';

describe('route search (platform-shell §2.5, §9)', () => {
  it('uses threshold 0.4 and the weights title 0.7, pinyin 0.3, path 0.3', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'pinyin', weight: 0.3 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds a Chinese title by its pinyin initials or full pinyin', async () => {
    const pinyinOf = await loadPinyin();
    expect(pinyinOf('报关单')).toEqual(['bgd', 'baoguandan']);
    const items: SearchItem[] = [
      { title: '报关业务 > 报关单', path: '/declaration/index', pinyin: pinyinOf('报关单') },
      { title: '财务结算 > 汇率', path: '/rate/index', pinyin: pinyinOf('汇率') },
    ];
    const search = await buildSearch(items);
    expect(search.search('bgd')[0]?.item.path).toBe('/declaration/index');
    expect(search.search('huilv')[0]?.item.path).toBe('/rate/index');
    expect(search.search('汇率')[0]?.item.path).toBe('/rate/index');
  });
});
