import { describe, expect, it } from 'vitest';
import { LANGS } from '@app/shared';
import { localeProblems } from '../../test/locale-parity.ts';
import i18n from '../../i18n/index.ts';
import { APPOINTMENTS_NS, appointmentLocales } from './locales.ts';
import { ATTACHMENTS_NS, attachmentLocales } from '../attachments/locales.ts';

describe('appointment and attachment locales', () => {
  it.each([...LANGS])('%s has exactly the keys and placeholders of zh, none blank', (lang) => {
    expect(localeProblems(appointmentLocales, lang)).toEqual([]);
    expect(localeProblems(attachmentLocales, lang)).toEqual([]);
  });

  it('registers both namespaces', () => {
    expect(i18n.getFixedT('zh', APPOINTMENTS_NS)('submitOk')).toBe('提交成功');
    expect(i18n.getFixedT('en', ATTACHMENTS_NS)('uploadFailed')).toBe('Upload failed, please check the file');
  });
});
