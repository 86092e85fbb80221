import { ApiError, fetchData, request } from './http.ts';
import type { Authority, MenuEntry, MenuGroup, Org, ResourceGrant, UserInfo } from '@app/shared';

/** The calls of sign-in, session and sign-out (platform-shell §7.1). */

export interface TokenAnswer {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}

export interface TokenRequest {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  /** Sign the user's other session out (after the "already logged in" confirm). */
  force?: boolean;
}

/** POST /oauth/token (password grant, form body); asks the server to refuse when a session is live elsewhere. */
export async function requestToken(input: TokenRequest): Promise<TokenAnswer> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: input.clientId,
    client_secret: input.clientSecret,
    username: input.username,
    password: input.password,
    check_session: '1',
  });
  if (input.force) form.set('force', '1');
  const body = (await request('/oauth/token', {
    form,
    noSessionHandling: true,
    noGroup: true,
  })) as unknown as Partial<TokenAnswer>;
  if (typeof body.access_token !== 'string') throw new ApiError('no access token', 200, {});
  return body as TokenAnswer;
}

export interface TokenCheck {
  user_id: number;
  client_id: string;
  org: Org[];
  authorities: Authority[];
  error?: string;
}

export async function checkToken(token: string): Promise<TokenCheck> {
  return (await request('/oauth/check_token', {
    params: { access_token: token },
    noSessionHandling: true,
    noGroup: true,
  })) as unknown as TokenCheck;
}

export function getUserInfo(token?: string) {
  return request<UserInfo>('/sys-user/get-user-info', { token });
}

export interface PartnerPermission {
  roles: { id: number; code: string; name: string; clientId: string }[];
  resources: ResourceGrant[];
  stations: Org[];
  orgs: Org[];
  customer_code: string;
}

export const getPartnerPermission = () => fetchData<PartnerPermission>('/sys-user/get-partner-permission');

export const setWorkingCompany = (params: { company_id?: number; groupId?: string }) =>
  fetchData<{ userId: number; companyId: number | null; groupId: string | null }>('/oos/setUser', {
    params,
  });

/** The whole menu tree (no Group-Id header, so every group comes back). */
export const getMenuTree = () => fetchData<MenuEntry[]>('/menu/index', { noGroup: true });
export const getMenuGroups = () => fetchData<MenuGroup[]>('/menu/group', { noGroup: true });
export const getVersion = () =>
  fetchData<{ version: string; build_time: string }>('/version/index', { method: 'POST', data: {} });
export const getConfig = (key: string) => fetchData<string>('/config/get', { params: { key } });

export async function revokeToken(token: string): Promise<void> {
  await request('/oauth/revoke_token', { params: { access_token: token }, noSessionHandling: true });
}

export function logout(token: string) {
  return request('/oos/logout', { params: { access_token: token }, noSessionHandling: true });
}

export interface PasswordChange {
  id: number;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Answers code 10000 on success (every session of the user ends); field errors come as ApiError.errors. */
export function modifyPassword(token: string, body: PasswordChange) {
  return request('/code/oauth2/sys-user-dto/modifyUserPassword', {
    params: { access_token: token },
    data: body,
  });
}

export interface ProfileInput {
  name?: string;
  mobile?: string;
  email?: string;
  introduction?: string;
}

export const saveProfile = (data: ProfileInput) =>
  fetchData<Record<string, unknown>>('/sys-user/save-user', { data });

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return fetchData<{ avatar_url: string }>('/sys-user/upload-portrait', { form });
}
