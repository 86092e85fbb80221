import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, t } from '../i18n/catalog.ts';
import { validatorMessages } from './messages.ts';
import { STRENGTH_LEVELS, strengthLabelKey } from './password.ts';

const here = new URL('.', import.meta.url);
const sources = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'messages.ts')
  .map((name) => readFileSync(new URL(name, here), 'utf8'));
const usedKeys = new Set(
  sources.flatMap((source) => source.match(/'v\.[a-z0-9_]+'/g) ?? []).map((k) => k.slice(1, -1)),
);
for (const level of STRENGTH_LEVELS) usedKeys.add(strengthLabelKey(level));

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

describe('validator messages', () => {
  it('has every key a check can return, and no unused key', () => {
    expect(usedKeys.size).toBeGreaterThan(50);
    expect([...usedKeys].filter((key) => !(key in validatorMessages))).toEqual([]);
    expect(Object.keys(validatorMessages).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it('is merged into the shared catalog', () => {
    for (const key of Object.keys(validatorMessages)) expect(catalog[key], key).toBeDefined();
  });

  it('gives every message in zh, en, es and ja, with no placeholder unknown to en', () => {
    for (const [key, text] of Object.entries(validatorMessages)) {
      const en = placeholders(text.en);
      for (const lang of ['zh', 'en', 'es', 'ja'] as const) {
        const value: string | undefined = text[lang];
        expect(value, `${key}.${lang}`).toBeTruthy();
        for (const name of placeholders(value ?? ''))
          expect(en.has(name), `${key}.${lang} {${name}}`).toBe(true);
      }
    }
  });

  it('keeps the password-change texts exactly as the spec writes them', () => {
    expect(
      [
        'v.password_old_required',
        'v.password_new_required',
        'v.password_policy',
        'v.password_username',
        'v.password_confirm_required',
        'v.password_mismatch',
        'v.password_user_missing',
      ].map((key) => t(key, 'zh', { min: 8, max: 20 })),
    ).toEqual([
      '请输入旧密码',
      '请输入新密码',
      '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成',
      '密码与用户名有重叠，请重新设置',
      '请输入确认密码',
      '两次密码输入不一致',
      '当前用户信息获取失败，请重新登录',
    ]);
  });

  it('interpolates params', () => {
    expect(t('v.date_year', 'zh', { min: 1925, max: 2125 })).toBe('年份应在1925至2125之间');
    expect(t('v.upload_size', 'en', { max: '10MB' })).toBe('The file may be at most 10MB');
  });
});
