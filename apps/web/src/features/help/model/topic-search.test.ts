import { describe, expect, it } from 'vitest';
import { buildSearch, loadPinyin } from '../../../layout/RouteSearch.tsx';
import { loadExtraSearchItems } from '../../../layout/search-sources.ts';
import '../register.ts';
import { guideSearchItems } from './topic-search.ts';

describe('the guides’ topics in the route search', () => {
  it('names each topic by the guides, its role and its heading, and opens the guide there', async () => {
    const items = await guideSearchItems('zh');
    expect(items).toContainEqual({
      title: '使用指南 > 财务 > 对账单',
      pinyinOf: '对账单',
      path: '/guide/index?role=finance#statements',
    });
    expect(items).toContainEqual({
      title: '使用指南 > 制单员 > 跟踪回执',
      pinyinOf: '跟踪回执',
      path: '/guide/index?role=clerk#receipts',
    });
  });

  it('is registered with the route search, and a topic is found by its words or its pinyin initials', async () => {
    const pinyinOf = await loadPinyin();
    const items = (await loadExtraSearchItems('zh')).map((i) => ({ ...i, pinyin: pinyinOf(i.pinyinOf) }));
    const search = await buildSearch(items);
    expect(search.search('跟踪回执')[0]?.item.path).toBe('/guide/index?role=clerk#receipts');
    expect(search.search('gzhz')[0]?.item.path).toBe('/guide/index?role=clerk#receipts');
  });

  it('follows the language asked', async () => {
    const items = await guideSearchItems('en');
    expect(items).toContainEqual({
      title: 'User guides > Finance > Statements',
      pinyinOf: 'Statements',
      path: '/guide/index?role=finance#statements',
    });
  });
});
