/** The few API calls the placeholder page needs. The token lives only in sessionStorage. */

export const CLIENT_ID = 'web';
export const CLIENT_SECRET = 'web-secret';
const TOKEN_KEY = 'access_token';

export interface UserInfo {
  user_id: number | string;
  username?: string;
  name: string;
}

export class ApiError extends Error {}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function failure(res: Response, body: Record<string, unknown>): ApiError {
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${res.status}`;
  return new ApiError(message);
}

export const tokenStore = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export async function signIn(username: string, password: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    username,
    password,
  });
  const res = await fetch('/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const body = await readJson(res);
  if (!res.ok || typeof body.access_token !== 'string') throw failure(res, body);
  return body.access_token;
}

export async function getUserInfo(token: string): Promise<UserInfo> {
  const res = await fetch('/sys-user/get-user-info', { headers: { 'Access-Token': token } });
  const body = await readJson(res);
  if (!res.ok || body.code !== 0 || !body.data) throw failure(res, body);
  return body.data as UserInfo;
}

export async function signOut(token: string): Promise<void> {
  await fetch(`/oos/logout?access_token=${encodeURIComponent(token)}`);
}
