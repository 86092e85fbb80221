import { describe, expect, it } from 'vitest';
import { t } from '../i18n/catalog.ts';
import {
  checkLoginPassword,
  checkLoginUsername,
  checkPartnerNickname,
  checkPasswordChange,
  checkPasswordPolicy,
  isWeakPassword,
  passwordStrength,
  strengthLevel,
} from './password.ts';

const POLICY = { key: 'v.password_policy', params: { min: 8, max: 20 } };

describe('checkPasswordPolicy', () => {
  it('accepts 8–20 characters mixing at least three kinds', () => {
    for (const pw of [
      'Abcdefg1',
      'abcdef1!',
      'ABCDEF1!',
      'Abcdefg!',
      'Aa1!Aa1!Aa1!Aa1!Aa1!',
      'P@ssw0rd2024',
    ]) {
      expect(checkPasswordPolicy(pw), pw).toBeNull();
    }
  });

  it('requires a new password', () => {
    expect(checkPasswordPolicy('')).toEqual({ key: 'v.password_new_required' });
    expect(checkPasswordPolicy(null)).toEqual({ key: 'v.password_new_required' });
    expect(checkPasswordPolicy(undefined)).toEqual({ key: 'v.password_new_required' });
  });

  it('rejects too short, too long, fewer than three kinds and other characters', () => {
    for (const pw of [
      'Abc1!',
      'Abcdef1',
      'Aa1!Aa1!Aa1!Aa1!Aa1!A',
      'abcdefgh',
      'abcdefg1',
      'ABCDEFG!',
      '12345678',
      'Abc 1234',
      ' Abcdef1!',
      'Abcdef1! ',
      'Abcdef1密码',
      'Ａbcdefg1',
      'A'.repeat(100_000),
    ]) {
      expect(checkPasswordPolicy(pw), pw).toEqual(POLICY);
    }
  });

  it('rejects a password that contains the user name, ignoring case', () => {
    expect(checkPasswordPolicy('Admin@2024', 'admin')).toEqual({ key: 'v.password_username' });
    expect(checkPasswordPolicy('xxZHANGSAN1!', 'zhangsan')).toEqual({ key: 'v.password_username' });
    expect(checkPasswordPolicy('Admin@2024', ' admin ')).toEqual({ key: 'v.password_username' });
    expect(checkPasswordPolicy('Adm1n@2024', 'admin')).toBeNull();
    expect(checkPasswordPolicy('Admin@2024', '')).toBeNull();
    expect(checkPasswordPolicy('Admin@2024', null)).toBeNull();
  });

  it('isWeakPassword is "fails the policy"', () => {
    expect(isWeakPassword('Abcdefg1')).toBe(false);
    expect(isWeakPassword('abcdefg1')).toBe(true);
    expect(isWeakPassword('Admin@2024', 'admin')).toBe(true);
    expect(isWeakPassword('')).toBe(true);
  });
});

describe('password strength', () => {
  it('scores 0 empty, then the kinds present', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength(null)).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('123')).toBe(1);
    expect(passwordStrength('密码')).toBe(1);
    expect(passwordStrength('abc123')).toBe(2);
    expect(passwordStrength('Abc123')).toBe(3);
    expect(passwordStrength('Abc123!')).toBe(4);
    expect(passwordStrength('Abc 123')).toBe(4);
  });

  it('maps scores to the three bars', () => {
    expect([0, 1, 2, 3, 4].map(strengthLevel)).toEqual([null, 'weak', 'medium', 'medium', 'high']);
    expect(t('v.strength_weak', 'zh')).toBe('弱');
    expect(t('v.strength_high', 'en')).toBe('Strong');
  });
});

describe('login and nickname rules', () => {
  it('login user name: required, trimmed, 5–18', () => {
    expect(checkLoginUsername('admin')).toBeNull();
    expect(checkLoginUsername('  admin  ')).toBeNull();
    expect(checkLoginUsername('a'.repeat(18))).toBeNull();
    expect(checkLoginUsername('')).toEqual({ key: 'v.login_username_required' });
    expect(checkLoginUsername('   ')).toEqual({ key: 'v.login_username_required' });
    expect(checkLoginUsername(null)).toEqual({ key: 'v.login_username_required' });
    expect(checkLoginUsername('adm')).toEqual({ key: 'v.login_length', params: { min: 5, max: 18 } });
    expect(checkLoginUsername('a'.repeat(19))).toEqual({
      key: 'v.login_length',
      params: { min: 5, max: 18 },
    });
  });

  it('login password: required, 5–18 as typed', () => {
    expect(checkLoginPassword('12345')).toBeNull();
    expect(checkLoginPassword('')).toEqual({ key: 'v.login_password_required' });
    expect(checkLoginPassword(undefined)).toEqual({ key: 'v.login_password_required' });
    expect(checkLoginPassword('1234')).toEqual({ key: 'v.login_length', params: { min: 5, max: 18 } });
    expect(checkLoginPassword('1234'.repeat(5))).toEqual({
      key: 'v.login_length',
      params: { min: 5, max: 18 },
    });
  });

  it('partner nickname: 3–32 Chinese characters', () => {
    const error = { key: 'v.partner_nickname', params: { min: 3, max: 32 } };
    expect(checkPartnerNickname('张三丰')).toBeNull();
    expect(checkPartnerNickname(' 张三丰 ')).toBeNull();
    expect(checkPartnerNickname('汉'.repeat(32))).toBeNull();
    expect(checkPartnerNickname('')).toBeNull();
    expect(checkPartnerNickname('张三')).toEqual(error);
    expect(checkPartnerNickname('汉'.repeat(33))).toEqual(error);
    expect(checkPartnerNickname('张三abc')).toEqual(error);
    expect(checkPartnerNickname('张 三 丰')).toEqual(error);
  });
});

describe('checkPasswordChange', () => {
  const ok = {
    oldPassword: 'old-secret',
    password: 'Newpass1!',
    confirm: 'Newpass1!',
    username: 'zhangsan',
    userId: 7,
  };

  it('is empty when all is well', () => {
    expect(checkPasswordChange(ok)).toEqual({});
    expect(checkPasswordChange({ ...ok, userId: 'u-1' })).toEqual({});
  });

  it("gives the spec's messages, field by field", () => {
    const errors = checkPasswordChange({
      oldPassword: '',
      password: '',
      confirm: '',
      username: 'zhangsan',
      userId: null,
    });
    const zh = Object.fromEntries(
      Object.entries(errors).map(([field, r]) => [field, t(r.key, 'zh', r.params)]),
    );
    expect(zh).toEqual({
      userId: '当前用户信息获取失败，请重新登录',
      oldPassword: '请输入旧密码',
      password: '请输入新密码',
      confirm: '请输入确认密码',
    });
  });

  it('reports the policy, the user name overlap and a mismatch', () => {
    const zh = (input: Parameters<typeof checkPasswordChange>[0]) =>
      Object.fromEntries(
        Object.entries(checkPasswordChange(input)).map(([field, r]) => [field, t(r.key, 'zh', r.params)]),
      );
    expect(zh({ ...ok, password: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({
      password: '密码只能由8-20位的数字、大小写字母和特殊符合任三种类型组成',
    });
    expect(zh({ ...ok, password: 'Zhangsan1!', confirm: 'Zhangsan1!' })).toEqual({
      password: '密码与用户名有重叠，请重新设置',
    });
    expect(zh({ ...ok, confirm: 'Newpass1?' })).toEqual({ confirm: '两次密码输入不一致' });
    expect(zh({ ...ok, userId: undefined })).toEqual({ userId: '当前用户信息获取失败，请重新登录' });
    expect(zh({ ...ok, userId: '  ' })).toEqual({ userId: '当前用户信息获取失败，请重新登录' });
  });

  it('accepts user id 0 as present', () => {
    expect(checkPasswordChange({ ...ok, userId: 0 })).toEqual({});
  });
});
