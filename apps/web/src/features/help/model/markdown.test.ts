import { describe, expect, it } from 'vitest';
import { headingsOf, parseInline, parseMarkdown, plainText, slug } from './markdown.ts';

describe('the guides’ Markdown', () => {
  it('reads headings with their anchors, and makes one of the text when none is given', () => {
    const blocks = parseMarkdown(
      '# 制单员指南 {#top}\n\n## Make a **declaration** {#declare}\n\n### Goods lines',
    );
    expect(headingsOf(blocks).map((h) => [h.level, h.id, h.text])).toEqual([
      [1, 'top', '制单员指南'],
      [2, 'declare', 'Make a declaration'],
      [3, 'goods-lines', 'Goods lines'],
    ]);
  });

  it('joins a paragraph’s lines and separates blocks at blank lines', () => {
    const blocks = parseMarkdown('one\ntwo\n\nthree');
    expect(blocks.map((b) => b.kind === 'paragraph' && plainText(b.children))).toEqual(['one two', 'three']);
  });

  it('reads bullet and numbered lists, an indented line continuing its item', () => {
    const blocks = parseMarkdown('- a\n- b\n  more\n\n1. first\n2. second');
    expect(blocks).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b more' }]],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
    ]);
  });

  it('reads a tip and a screenshot, and drops an image that is not a help screenshot', () => {
    const blocks = parseMarkdown(
      '> Save first.\n\n![The list](declaration-list.png)\n\n![x](https://evil.example/a.png)\n![y](../secret.png)',
    );
    expect(blocks).toEqual([
      { kind: 'tip', children: [{ kind: 'text', text: 'Save first.' }] },
      { kind: 'image', file: 'declaration-list.png', alt: 'The list' },
    ]);
  });

  it('reads bold, code and the three kinds of link; any other link target stays plain text', () => {
    expect(
      parseInline(
        'Open **报关业务 › 报关单** ([list](/declaration/index)), see [below](#send), `Ctrl+S`, [docs](https://example.com/a) or [x](javascript:alert(1))',
      ),
    ).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'strong', children: [{ kind: 'text', text: '报关业务 › 报关单' }] },
      { kind: 'text', text: ' (' },
      {
        kind: 'link',
        target: { kind: 'page', path: '/declaration/index' },
        children: [{ kind: 'text', text: 'list' }],
      },
      { kind: 'text', text: '), see ' },
      { kind: 'link', target: { kind: 'anchor', id: 'send' }, children: [{ kind: 'text', text: 'below' }] },
      { kind: 'text', text: ', ' },
      { kind: 'code', text: 'Ctrl+S' },
      { kind: 'text', text: ', ' },
      {
        kind: 'link',
        target: { kind: 'external', href: 'https://example.com/a' },
        children: [{ kind: 'text', text: 'docs' }],
      },
      { kind: 'text', text: ' or x)' },
    ]);
  });

  it('keeps markup in the text as text (React escapes it when drawing)', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('slugs ASCII words only', () => {
    expect(slug('Send on a channel!')).toBe('send-on-a-channel');
    expect(slug('报关单')).toBe('');
  });
});
