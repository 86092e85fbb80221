import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides every token parameter of a URL and keeps the rest', () => {
    expect(redactUrl('/oauth/check_token?access_token=abc.DEF-123')).toBe(
      '/oauth/check_token?access_token=[redacted]',
    );
    expect(redactUrl('/ws?lang=zh&token=secret#x')).toBe('/ws?lang=zh&token=[redacted]#x');
    expect(
      redactUrl('/oauth/token?grant_type=password&client_secret=s&username=admin&password=Demo@2026!'),
    ).toBe('/oauth/token?grant_type=password&client_secret=[redacted]&username=admin&password=[redacted]');
    expect(redactUrl('/api/x?ACCESS_TOKEN=a&page=2&refresh_token=b')).toBe(
      '/api/x?ACCESS_TOKEN=[redacted]&page=2&refresh_token=[redacted]',
    );
    expect(redactUrl('/api/customers?name=token=1')).toBe('/api/customers?name=token=1');
  });
});
