import { describe, expect, it } from 'vitest';
import { siteFor } from './sites.config.ts';

describe('siteFor', () => {
  it('chooses by the first host label and falls back to oms', () => {
    expect(siteFor('yy.localhost:8080').code).toBe('yy');
    expect(siteFor('yy.localhost:8080').client_id).toBe('customer');
    expect(siteFor('datav.example.com').welcome_path).toBe('datav/jhx');
    expect(siteFor('unknown.localhost').code).toBe('oms');
    expect(siteFor('localhost:8080').code).toBe('oms');
    expect(siteFor(undefined).code).toBe('oms');
  });
  it('chooses the customer identity on a partner path', () => {
    expect(siteFor('oms.localhost', '/index/login/partner').client_id).toBe('customer');
  });
});
