import { ApiError, fetchData, request, requestJson } from './http.ts';
import {
  sliderChallengeSchema,
  tokenAnswerSchema,
  tokenCheckSchema,
  type MenuEntry,
  type MenuGroup,
  type PartnerPermission,
  type PasswordChange,
  type SliderChallenge,
  type ProfileInput,
  type TokenAnswer,
  type WorkingCompany,
  type TokenCheck,
  type UserInfo,
} from '@app/shared';

/** The calls of sign-in, session and sign-out (platform-shell §7.1). */

export type { TokenAnswer, TokenCheck };

export interface SliderAnswer {
  id: string;
  position: number;
  /** The drag, as `encodeSliderTrace` writes it. */
  trace: string;
}

export interface TokenRequest {
  username: string;
  password: string;
  clientId: string;
  clientSecret: string;
  /** Sign the user's other session out (after the "already logged in" confirm). */
  force?: boolean;
  /** The solved drag-slider challenge (after a 428 slider_required): where it was released, and the drag. */
  slider?: SliderAnswer;
}

/** POST /oauth/slider: a drag-slider challenge for a sign-in the server asked to confirm (428). */
export async function requestSliderChallenge(): Promise<SliderChallenge> {
  const body = await requestJson<unknown>('/oauth/slider', {
    method: 'POST',
    noSessionHandling: true,
    noGroup: true,
  });
  const answer = sliderChallengeSchema.safeParse(body);
  if (!answer.success) throw new ApiError('no slider challenge', 200, {});
  return answer.data;
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
  if (input.slider) {
    form.set('slider_id', input.slider.id);
    form.set('slider_position', String(input.slider.position));
    form.set('slider_trace', input.slider.trace);
  }
  const body = await requestJson<unknown>('/oauth/token', {
    form,
    noSessionHandling: true,
    noGroup: true,
  });
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) throw new ApiError('no access token', 200, {});
  return answer.data;
}

/** The token's user, client, organisations and authorities; undefined when the answer holds an error. */
export async function checkToken(token: string): Promise<TokenCheck | undefined> {
  // in the Access-Token header, never in the URL (URLs end up in logs)
  const body = await requestJson<unknown>('/oauth/check_token', {
    token,
    noSessionHandling: true,
    noGroup: true,
  });
  const check = tokenCheckSchema.safeParse(body);
  return check.success ? check.data : undefined;
}

export function getUserInfo(token?: string) {
  return request<UserInfo>('/sys-user/get-user-info', { token });
}

export type { PartnerPermission };

export const getPartnerPermission = () => fetchData<PartnerPermission>('/sys-user/get-partner-permission');

export const setWorkingCompany = (params: { company_id?: number; groupId?: string }) =>
  fetchData<WorkingCompany>('/oos/setUser', {
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

export type { PasswordChange, ProfileInput };

/** Answers code 10000 on success (every session of the user ends); field errors come as ApiError.errors. */
export function modifyPassword(token: string, body: PasswordChange) {
  return request('/code/oauth2/sys-user-dto/modifyUserPassword', {
    params: { access_token: token },
    data: body,
  });
}

export const saveProfile = (data: ProfileInput) =>
  fetchData<Record<string, unknown>>('/sys-user/save-user', { data });

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return fetchData<{ avatar_url: string }>('/sys-user/upload-portrait', { form });
}
