import { describe, expect, it } from 'vitest';
import { indexTree, knownIds, toggleGrant } from './grant-tree.ts';

// finance (1) > rate page (2) > search (3), add (4), delete (5); finance > bank page (6)
const tree = [
  {
    id: 1,
    children: [
      { id: 2, children: [{ id: 3 }, { id: 4 }, { id: 5 }] },
      { id: 6, children: [] },
    ],
  },
  { id: 7 },
];
const index = indexTree(tree);
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('resource grant checkboxes', () => {
  it('checking a button checks its page and menu, not its siblings', () => {
    expect(sorted(toggleGrant(index, new Set(), 3, true))).toEqual([1, 2, 3]);
  });

  it('checking a page checks all its buttons', () => {
    expect(sorted(toggleGrant(index, new Set(), 2, true))).toEqual([1, 2, 3, 4, 5]);
  });

  it('unchecking a button keeps the page; unchecking a menu clears what is under it', () => {
    const all = toggleGrant(index, new Set(), 1, true);
    expect(sorted(toggleGrant(index, all, 5, false))).toEqual([1, 2, 3, 4, 6]);
    expect(sorted(toggleGrant(index, all, 1, false))).toEqual([]);
  });

  it('a page granted with only some buttons stays so', () => {
    let set = toggleGrant(index, new Set(), 3, true);
    set = toggleGrant(index, set, 4, true);
    expect(sorted(set)).toEqual([1, 2, 3, 4]);
    expect(sorted(toggleGrant(index, set, 4, false))).toEqual([1, 2, 3]);
  });

  it('drops ids the tree does not hold', () => {
    expect(sorted(knownIds(index, [1, 99, 7]))).toEqual([1, 7]);
  });
});
