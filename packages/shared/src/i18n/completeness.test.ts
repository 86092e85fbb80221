import { describe, expect, it } from 'vitest';
import { localizedTexts, namespaceProblems, textProblems } from './completeness.ts';

describe('textProblems', () => {
  it('passes a text translated into every language', () => {
    expect(
      textProblems('a', { zh: '报关单', en: 'Declaration', es: 'Declaración', ja: '通関申告書' }),
    ).toEqual([]);
  });

  it('finds a language missing or blank', () => {
    expect(textProblems('a', { zh: '报关单', en: 'Declaration', es: ' ' })).toEqual(['a: no es', 'a: no ja']);
  });

  it('finds Spanish or Japanese left in Chinese, but not a name on the allow-list or mere punctuation', () => {
    expect(textProblems('a', { zh: '展开', en: 'Expand', es: 'Expandir', ja: '展开' })).toEqual([
      'a: ja is the Chinese "展开"',
    ]);
    expect(textProblems('b', { zh: 'Kafka', en: 'Kafka', es: 'Kafka', ja: 'Kafka' })).toEqual([]);
    expect(
      textProblems('c', {
        zh: '{{name}}：{{count}}',
        en: '{{name}}: {{count}}',
        es: '—',
        ja: '{{name}}：{{count}}',
      }),
    ).toEqual([]);
    expect(textProblems('d', { zh: 'Nota', en: 'Note', es: 'Nota', ja: 'メモ' })).toEqual([
      'd: es is the Chinese "Nota"',
    ]);
  });
});

describe('localizedTexts', () => {
  it('finds every { zh, en } object of a tree once, with its path', () => {
    const label = { zh: '状态', en: 'Status' };
    const found = localizedTexts({ entity: { fields: { status: { label } }, again: label }, n: 1 });
    expect(found).toEqual([{ path: 'entity.fields.status.label', text: label }]);
  });
});

describe('namespaceProblems', () => {
  it('checks each key of a namespace across the four languages', () => {
    const problems = namespaceProblems('crud', {
      zh: { search: '查询', toggle: { expand: '展开' } },
      en: { search: 'Search', toggle: { expand: 'Expand' } },
      es: { search: 'Buscar', toggle: { expand: 'Expandir' } },
      ja: { search: '検索', toggle: {} },
    });
    expect(problems).toEqual(['crud:toggle.expand: no ja']);
  });
});
