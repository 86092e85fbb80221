import { describe, expect, it } from 'vitest';
import { fieldError, formErrors, safeRedirect, type LoginValues } from './login-form.ts';

const texts = { t: (key: string) => `t:${key}`, catalog: (key: string) => `c:${key}` };
const filled: LoginValues = { username: 'admin', password: 'Demo@2026!', clientId: 'web', clientSecret: 's' };

describe('the sign-in form checks', () => {
  it('asks for every field; blanks are empty except in the password', () => {
    const empty = { username: '  ', password: '', clientId: ' ', clientSecret: '' };
    expect(formErrors(empty, false, texts)).toEqual({
      username: 't:login.usernameRequired',
      password: 't:login.passwordRequired',
      clientId: 't:login.clientIdRequired',
      clientSecret: 't:login.clientSecretRequired',
    });
    expect(fieldError('password', { ...filled, password: ' ' }, false, texts)).toBeUndefined();
    expect(formErrors(filled, false, texts)).toEqual({});
  });

  it('applies the shared 5–18 rule on the slider sites', () => {
    expect(fieldError('username', { ...filled, username: 'abc' }, true, texts)).toBe('c:v.login_length');
    expect(fieldError('username', { ...filled, username: '' }, true, texts)).toBe(
      'c:v.login_username_required',
    );
    expect(fieldError('password', { ...filled, password: '' }, true, texts)).toBe(
      'c:v.login_password_required',
    );
    expect(fieldError('username', { ...filled, username: 'abc' }, false, texts)).toBeUndefined();
    expect(formErrors({ ...filled, username: 'partner01' }, true, texts)).toEqual({});
  });

  it('redirects only inside the app', () => {
    expect(safeRedirect('/declaration/index')).toBe('/declaration/index');
    for (const bad of [null, '', 'https://evil.example/', '//evil.example', '/login/partner'])
      expect(safeRedirect(bad)).toBeUndefined();
  });
});
