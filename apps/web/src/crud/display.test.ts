import { describe, expect, it } from 'vitest';
import { entityByName } from '@app/shared';
import i18n from '../i18n/index.ts';
import { displayValue } from './display.ts';
import { CRUD_NS } from './locales.ts';

describe('displayValue of a flag', () => {
  const role = entityByName('roles')!;

  it.each([
    ['zh', '启用', '禁用'],
    ['ja', '有効', '無効'],
  ] as const)('names a status in %s, never shows a translation key', async (lang, on, off) => {
    await i18n.loadLanguages(lang);
    const t = i18n.getFixedT(lang, CRUD_NS);
    expect(displayValue(role.fields.status!, 'status', { status: 1 }, lang, t)).toBe(on);
    expect(displayValue(role.fields.status!, 'status', { status: 0 }, lang, t)).toBe(off);
  });

  it('says yes or no for another 0/1 field', () => {
    const t = i18n.getFixedT('zh', CRUD_NS);
    const flag = { ...role.fields.status!, label: { zh: '显示', en: 'Shown', es: 'Visible', ja: '表示' } };
    expect(displayValue(flag, 'is_show', { is_show: 1 }, 'zh', t)).toBe('是');
  });
});
