import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../../test/locale-parity.ts';
import i18n from '../../../i18n/index.ts';
import { CRUD_NS } from '../../../crud/locales.ts';
import { ADMIN_NS, adminLocales } from './index.ts';

describe('admin locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(adminLocales, lang)).toEqual([]);
  });

  it('is the admin namespace, read before the generic list’s', () => {
    const t = i18n.getFixedT('en', [ADMIN_NS, CRUD_NS]);
    expect(t('user.resetPassword')).toBe('Reset password');
    expect(t('confirmDelete')).toBe(i18n.getFixedT('en', CRUD_NS)('confirmDelete'));
    expect(i18n.getFixedT('en', CRUD_NS)('user.resetPassword')).toBe('user.resetPassword');
  });
});
