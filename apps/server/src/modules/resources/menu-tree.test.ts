import { describe, expect, it } from 'vitest';
import { buildMenuTree, groupNumbersOf, type ResourceRow } from './menu-tree.ts';

const row = (id: number, parent_id: number, sort: number, extra: Partial<ResourceRow> = {}): ResourceRow => ({
  id,
  parent_id,
  sort,
  type: '1',
  code: `c${id}`,
  name: `n${id}`,
  title: `t${id}`,
  path: `/p${id}`,
  url: null,
  icon: null,
  group_no: '1',
  client_ids: 'web',
  extend: '0',
  bind_path: null,
  hidden: false,
  ...extra,
});

describe('buildMenuTree', () => {
  it('nests children and sorts each level by sort descending, then id', () => {
    const tree = buildMenuTree(
      [row(1, 0, 10), row(2, 0, 20), row(3, 1, 1), row(4, 1, 5), row(5, 1, 5)],
      'web',
    );
    expect(tree.map((e) => e.id)).toEqual([2, 1]);
    expect(tree[1]!.children.map((e) => e.id)).toEqual([4, 5, 3]);
    expect(tree[1]!.children[0]).toMatchObject({
      parentId: '1',
      path: '/p4',
      authority: 'c4',
      url: '',
      groupNo: '1',
    });
  });

  it('keeps only the entries of the client and drops orphans', () => {
    const tree = buildMenuTree(
      [row(1, 0, 1, { client_ids: 'web,customer' }), row(2, 0, 1, { client_ids: 'web' }), row(3, 9, 1)],
      'customer',
    );
    expect(tree.map((e) => e.id)).toEqual([1]);
  });

  it('limits to one menu group when asked', () => {
    const tree = buildMenuTree(
      [row(1, 0, 1, { group_no: '1' }), row(2, 0, 1, { group_no: '2' })],
      'web',
      '2',
    );
    expect(tree.map((e) => e.id)).toEqual([2]);
  });
});

describe('groupNumbersOf', () => {
  it('lists the top-level group numbers once, descending numerically', () => {
    expect(
      groupNumbersOf([
        row(1, 0, 1, { group_no: '2' }),
        row(2, 0, 1, { group_no: '10' }),
        row(3, 1, 1, { group_no: '7' }),
        row(4, 0, 1, { group_no: '2' }),
      ]),
    ).toEqual(['10', '2']);
  });
});

describe('menu titles in the interface language', () => {
  it('takes the definition’s label of a code the product defines, the stored title otherwise', () => {
    const rows = [
      row(1, 0, 2, { code: 'customs', title: '报关业务' }),
      row(2, 1, 1, { code: 'declaration', title: '报关单' }),
      row(3, 1, 1, { code: 'custom:page', title: '自定义页面' }),
    ];
    const en = buildMenuTree(rows, 'web', undefined, 'en');
    expect(en[0]!.title).toBe('Customs');
    expect(en[0]!.children.map((e) => e.title)).toEqual(['Customs declaration', '自定义页面']);
    expect(buildMenuTree(rows, 'web', undefined, 'ja')[0]!.children[0]!.title).toBe('通関申告書');
    // zh: the stored title (the sync keeps it equal to the definition's)
    expect(buildMenuTree([row(1, 0, 1, { code: 'customs', title: '报关' })], 'web')[0]!.title).toBe('报关');
  });
});
