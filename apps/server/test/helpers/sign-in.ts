import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { CLIENTS, PASSWORD } from './test-app.ts';
/** Each failing scenario signs in from its own address, so the per-address limit does not mix them. */
let ipSeq = 10;
export const nextIp = () => `10.0.0.${ipSeq++}`;

export const grant = (username: string, password = PASSWORD, client: keyof typeof CLIENTS = 'web') => ({
  grant_type: 'password',
  ...CLIENTS[client],
  username,
  password,
});

/**
 * Where the gap of a challenge's picture is, in percent of its width: the 40 columns darkest in the
 * gap's rows (the picture is the server's own PNG: RGB, 8 bits, filter 0 on every row).
 */
export function darkestGapPercent(png: Buffer): number {
  const width = png.readUInt32BE(16);
  expect([png[24], png[25]]).toEqual([8, 2]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const column = new Array<number>(width).fill(0);
  for (let y = 14; y < 34; y++) {
    expect(raw[y * (width * 3 + 1)]).toBe(0);
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) column[x]! += raw[y * (width * 3 + 1) + 1 + x * 3 + c]!;
  }
  let best = 0;
  let bestSum = Infinity;
  for (let x = 0; x + 36 <= width; x++) {
    const sum = column.slice(x, x + 36).reduce((a, b) => a + b, 0);
    if (sum < bestSum) [best, bestSum] = [x, sum];
  }
  return ((best + 18) / width) * 100;
}
