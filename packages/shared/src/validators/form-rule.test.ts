import { describe, expect, it } from 'vitest';
import { t } from '../i18n/catalog.ts';
import { checkContainerNo } from './container-no.ts';
import { checkCreditCode } from './credit-code.ts';
import { toFormRule, toFormRules, toWarningRule, type Translate } from './form-rule.ts';
import { checkMobile } from './text-formats.ts';

const zh: Translate = (key, params) => t(key, 'zh', params);

describe('toFormRule', () => {
  it('resolves for valid and blank values', async () => {
    const rule = toFormRule(checkCreditCode, zh);
    await expect(rule.validator({}, '91350100M000100Y43')).resolves.toBeUndefined();
    await expect(rule.validator({}, undefined)).resolves.toBeUndefined();
    await expect(rule.validator({}, null)).resolves.toBeUndefined();
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
  });

  it('rejects with the translated message', async () => {
    await expect(toFormRule(checkCreditCode, zh).validator({}, '91350100M000100Y44')).rejects.toThrow(
      '统一社会信用代码校验位不正确，请核对',
    );
    const en: Translate = (key, params) => t(key, 'en', params);
    await expect(toFormRule(checkContainerNo, en).validator({}, 'CSQ1')).rejects.toThrow(
      'The container number must be 4 letters followed by 5 to 7 digits',
    );
  });

  it('reads numbers as text', async () => {
    await expect(toFormRule(checkMobile, zh).validator({}, 13800138000)).resolves.toBeUndefined();
    await expect(toFormRule(checkMobile, zh).validator({}, 12800138000)).rejects.toThrow(
      '请输入正确的11位手机号码',
    );
  });

  it('does not block on warnings; the warning rule shows them', async () => {
    const [rule, warning] = toFormRules(checkContainerNo, zh);
    await expect(rule?.validator({}, 'CSQU3054384')).resolves.toBeUndefined();
    expect(warning?.warningOnly).toBe(true);
    await expect(warning?.validator({}, 'CSQU3054384')).rejects.toThrow(
      '箱号校验位与 ISO 6346 不符（应为 3）',
    );
    await expect(toWarningRule(checkContainerNo, zh).validator({}, 'CSQU3054383')).resolves.toBeUndefined();
    await expect(toWarningRule(checkContainerNo, zh).validator({}, 'CSQ1')).resolves.toBeUndefined();
  });
});
