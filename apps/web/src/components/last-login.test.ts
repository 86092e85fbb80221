import { labelledTime } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { describeClient, lastLoginText } from './last-login.ts';

describe('the last sign-in as shown', () => {
  it('names the browser and system of a user agent', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(describeClient(chrome)).toBe('Chrome 120 / Windows');
    expect(describeClient(`${chrome} Edg/120.0.2210.91`)).toBe('Edge 120 / Windows');
    expect(
      describeClient(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
      ),
    ).toBe('Safari 17 / macOS');
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
      'Firefox 121 / Linux',
    );
    expect(describeClient('curl/8.4.0')).toBe('curl/8.4.0');
    expect(describeClient('x'.repeat(100))).toHaveLength(60);
  });

  it('puts time, address and client on one line', () => {
    const time = '2026-11-27T01:02:03.000Z';
    expect(lastLoginText({ time, ip: '10.0.0.8', user_agent: 'curl/8.4.0' })).toBe(
      `${labelledTime(time)}  10.0.0.8  curl/8.4.0`,
    );
    expect(lastLoginText({ time, ip: '', user_agent: '' })).toBe(labelledTime(time));
    // on the business clock (Asia/Shanghai), whatever this machine's zone
    expect(labelledTime(time, undefined, 480)).toBe('2026-11-27 09:02:03');
    expect(labelledTime(time, undefined, -300)).toBe('2026-11-27 09:02:03 UTC+8');
  });
});
