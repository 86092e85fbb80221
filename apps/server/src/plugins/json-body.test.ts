import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-body.ts';

describe('jsonTooDeep', () => {
  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonTooDeep('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonTooDeep('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ s: '[[[[[[[[[[' }), 1)).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: 'quote \\" then [[[[' }), 1)).toBe(false);
  });
  it('refuses 50,000 opening brackets and accepts the product’s deepest bodies', () => {
    expect(jsonTooDeep('['.repeat(50_000) + ']'.repeat(50_000))).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ head: { a: 1 }, goods: [{ x: [{ y: 1 }] }] }))).toBe(false);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(16);
  });
});
