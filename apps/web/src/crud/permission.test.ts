import { describe, expect, it } from 'vitest';
import { allowedOnly, isAllowed } from './permission.ts';

describe('button permissions', () => {
  const codes = new Set(['rate', 'rate:search', 'rate:add']);

  it('shows a button only when its code is held; a button without a code always', () => {
    expect(isAllowed(codes, 'rate:add')).toBe(true);
    expect(isAllowed(codes, 'rate:delete')).toBe(false);
    expect(isAllowed(codes, undefined)).toBe(true);
  });

  it('keeps the permitted buttons in their order', () => {
    const buttons = [
      { key: 'add', permission: 'rate:add' },
      { key: 'edit', permission: 'rate:update' },
      { key: 'view', permission: 'rate:search' },
      { key: 'help' },
      { key: 'delete', permission: 'rate:delete' },
    ];
    expect(allowedOnly(buttons, codes).map((b) => b.key)).toEqual(['add', 'view', 'help']);
    expect(allowedOnly(buttons, new Set()).map((b) => b.key)).toEqual(['help']);
  });
});
