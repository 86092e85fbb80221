import { describe, expect, it } from 'vitest';
import { cjkLiterals } from './cjk-literals.ts';

describe('cjkLiterals', () => {
  it('finds Chinese in strings, templates and JSX text, not in comments or complete LocalizedTexts', () => {
    const source = [
      '// 注释里的中文不算',
      "const a = '保存';",
      'const b = `数量 ${1}`;',
      'const c = <span>展开</span>;',
      "const d = { zh: '备注', en: 'Note', es: 'Nota', ja: '備考' };",
      "const e = { zh: '备注', en: 'Note' };",
      '// i18n-allow: a date format',
      "const f = '年';",
      "const g = 'plain';",
    ].join('\n');
    expect(cjkLiterals('x.tsx', source)).toEqual([
      { line: 2, text: '保存' },
      { line: 3, text: '数量' },
      { line: 4, text: '展开' },
      { line: 6, text: '备注' },
    ]);
  });
});
