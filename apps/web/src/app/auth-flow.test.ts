import { describe, expect, it } from 'vitest';
import { classifyAuthorities, parseAuthority } from '../session/authorities.ts';
import { chooseCompany, passwordPrompt } from './auth-flow.ts';

describe('authorities (platform-shell §3.2)', () => {
  it('parses fields whose values hold commas', () => {
    expect(
      parseAuthority('SysResourceVo(code=yy:customer, sort=10, clientIds=web,customer, path=/yy/customer)'),
    ).toEqual({
      type: 'SysResourceVo',
      fields: { code: 'yy:customer', sort: '10', clientIds: 'web,customer', path: '/yy/customer' },
    });
    expect(parseAuthority('not an authority')).toBeUndefined();
  });

  it('classifies roles, organisations and resources (by id, descending)', () => {
    const result = classifyAuthorities([
      { authority: 'SysRoleVo(code=admin, clientIds=web, name=系统管理员)', id: 1 },
      { authority: 'SysOrgVo(id=2, code=YUANHANG, name=远航物流集团, companies=3|4)', id: 2 },
      { authority: 'SysResourceVo(code=a, sort=10, clientIds=web, path=/a)', id: 5 },
      { authority: 'SysResourceVo(code=b:add, sort=20, clientIds=web, path=)', id: 9 },
    ]);
    expect(result.roles).toEqual(['admin']);
    expect(result.roleNames).toEqual(['系统管理员']);
    expect(result.orgs).toEqual([
      { id: 2, code: 'YUANHANG', name: '远航物流集团', companies: [{ id: 3 }, { id: 4 }] },
    ]);
    expect(result.resources.map((r) => r.code)).toEqual(['b:add', 'a']);
    expect(result.resources[1]).toMatchObject({ path: '/a', sort: 10, clientIds: 'web' });
  });
});

describe('chooseCompany (platform-shell §4.1 step 7)', () => {
  it('keeps a stored choice of this user among their companies', () => {
    expect(chooseCompany({ userId: 1, companyId: 2 }, 1, [1, 2], 1)).toEqual({ userId: 1, companyId: 2 });
  });
  it('drops a choice of another user or of a company outside the list', () => {
    expect(chooseCompany({ userId: 9, companyId: 2 }, 1, [1, 2], null)).toEqual({ userId: 1, companyId: 1 });
    expect(chooseCompany({ userId: 1, companyId: 7 }, 1, [1, 2], 2)).toEqual({ userId: 1, companyId: 2 });
  });
  it('has nothing to choose without companies', () => {
    expect(chooseCompany({ userId: 1, companyId: 7 }, 1, [], null)).toBeUndefined();
  });
});

describe('passwordPrompt (business-domain §6)', () => {
  const info = {
    isWeakCipher: false,
    pwdModified3MonthsAgo: false,
    mustChangePassword: false,
    client_id: 'web',
  };
  it('forces the change for a weak password or one reset by an administrator, on any client', () => {
    expect(passwordPrompt({ ...info, isWeakCipher: true })).toBe('forced');
    expect(passwordPrompt({ ...info, mustChangePassword: true, client_id: 'customer' })).toBe('forced');
  });
  it('recommends it for a staff password older than 3 months, not for the customer client', () => {
    expect(passwordPrompt({ ...info, pwdModified3MonthsAgo: true })).toBe('recommended');
    expect(passwordPrompt({ ...info, pwdModified3MonthsAgo: true, client_id: 'customer' })).toBeNull();
    expect(passwordPrompt(info)).toBeNull();
    expect(passwordPrompt(undefined)).toBeNull();
  });
});
