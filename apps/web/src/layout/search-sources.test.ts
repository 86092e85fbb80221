import { describe, expect, it } from 'vitest';
import { loadExtraSearchItems, registerSearchSource } from './search-sources.ts';

describe('route search sources', () => {
  it('gives the items of every registered source in the language asked, leaving out one that fails', async () => {
    registerSearchSource({
      key: 'test-topics',
      load: (lang) =>
        Promise.resolve([{ title: `topic ${lang}`, pinyinOf: 'topic', path: `/t?lang=${lang}` }]),
    });
    registerSearchSource({ key: 'test-broken', load: () => Promise.reject(new Error('offline')) });
    const errors: unknown[] = [];
    const items = await loadExtraSearchItems('es', (e) => errors.push(e));
    expect(items.filter((i) => i.title.startsWith('topic'))).toEqual([
      { title: 'topic es', pinyinOf: 'topic', path: '/t?lang=es' },
    ]);
    expect(errors).toEqual([new Error('offline')]);
  });
});
