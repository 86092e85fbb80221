import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkDecimal5, checkEmail } from './text-formats.ts';
import { checkPasswordChange } from './password.ts';
import {
  addFieldIssues,
  issueText,
  zCheck,
  zContainerNo,
  zCreditCode,
  zIdCard,
  zPasswordPolicy,
} from './zod.ts';

describe('zCheck', () => {
  it('makes the catalog key the issue message and carries the params', () => {
    const result = zCheck(checkDecimal5).safeParse('1.123456');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'v.decimal_places', params: { max: 5 }, path: [] }),
    ]);
  });

  it('trims by default, so the parsed value is what was checked', () => {
    expect(zCheck(checkEmail).parse('  a@example.com ')).toBe('a@example.com');
    expect(zCheck(checkEmail, { trim: false }).safeParse(' a@example.com').data).toBe(' a@example.com');
  });

  it('accepts the empty string (required-ness is separate) and rejects non-strings', () => {
    expect(zCheck(checkEmail).safeParse('').success).toBe(true);
    expect(zCheck(checkEmail).safeParse(12).success).toBe(false);
  });
});

describe('code schemas', () => {
  it('upper-case and trim codes', () => {
    expect(zCreditCode.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(zIdCard.parse('44011320141005001x')).toBe('44011320141005001X');
    expect(zContainerNo.parse('csqu3054383')).toBe('CSQU3054383');
  });

  it('reject invalid codes with the field path', () => {
    const schema = z.object({
      creditCode: zCreditCode.optional(),
      idCard: zIdCard.optional(),
      containerNo: zContainerNo.optional(),
    });
    const good = schema.safeParse({
      creditCode: '91350100M000100Y43',
      idCard: '11010519491231002X',
      containerNo: 'CSQU30543',
    });
    expect(good.success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
    const bad = schema.safeParse({
      creditCode: '91350100M000100Y44',
      idCard: '110105194912310021',
      containerNo: 'CSQ1',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['creditCode', 'v.credit_code_checksum'],
      ['idCard', 'v.id_card_checksum'],
      ['containerNo', 'v.container_no'],
    ]);
  });

  it('do not fail on warnings (ISO 6346 mismatch)', () => {
    expect(zContainerNo.safeParse('CSQU3054384').success).toBe(true);
  });
});

describe('object helpers', () => {
  it('zPasswordPolicy checks the password against the user name field', () => {
    const schema = z.object({ username: z.string(), password: z.string() }).superRefine(zPasswordPolicy());
    expect(schema.safeParse({ username: 'zhangsan', password: 'Newpass1!' }).success).toBe(true);
    const bad = schema.safeParse({ username: 'zhangsan', password: 'Zhangsan1!' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'v.password_username'],
    ]);
    const custom = z
      .object({ account: z.string(), secret: z.string() })
      .superRefine(zPasswordPolicy({ passwordKey: 'secret', usernameKey: 'account' }));
    expect(custom.safeParse({ account: 'x', secret: 'short' }).error?.issues[0]?.path).toEqual(['secret']);
  });

  it('addFieldIssues reports a field → result map', () => {
    const schema = z
      .object({ oldPassword: z.string(), password: z.string(), confirm: z.string() })
      .superRefine((data, ctx) =>
        addFieldIssues(ctx, checkPasswordChange({ ...data, username: 'u', userId: 1 })),
      );
    const bad = schema.safeParse({ oldPassword: '', password: 'Newpass1!', confirm: 'x' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['oldPassword', 'v.password_old_required'],
      ['confirm', 'v.password_mismatch'],
    ]);
  });
});

describe('issueText', () => {
  it('translates catalog keys with the params and leaves other messages alone', () => {
    const issue = zCheck(checkDecimal5).safeParse('1.1234567').error?.issues[0];
    expect(issue && issueText(issue, 'zh')).toBe('最多5位小数');
    expect(issue && issueText(issue, 'en')).toBe('At most 5 decimal places');
    expect(issueText({ message: 'Invalid input' }, 'zh')).toBe('Invalid input');
  });
});
