import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appSerializerCompiler, markEngineRoute } from './record-serializer.ts';

const schema = z.object({ id: z.number().int() });
const route = (url: string, httpStatus = '200') =>
  ({ schema, method: 'GET', url, httpStatus }) as Parameters<ReturnType<typeof appSerializerCompiler>>[0];

describe('how answers are written', () => {
  markEngineRoute('GET', '/api/serializer-test');

  it('writes an engine route’s 200 answer with JSON.stringify outside tests (Dates as ISO strings)', () => {
    const write = appSerializerCompiler(false)(route('/api/serializer-test'));
    const answer = { id: 7, when: new Date('2026-11-26T01:02:03.004Z'), name: '厦门 "x"' };
    expect(write(answer)).toBe(JSON.stringify(answer));
  });

  it('checks every answer against its schema when asked (tests), and other routes always', () => {
    expect(() => appSerializerCompiler(true)(route('/api/serializer-test'))({ id: 'seven' })).toThrow();
    expect(() => appSerializerCompiler(false)(route('/api/other'))({ id: 'seven' })).toThrow();
    expect(() => appSerializerCompiler(false)(route('/api/serializer-test', '400'))({ id: 'x' })).toThrow();
  });
});
