import { cleanQuery, t } from '@app/shared';
import i18n, { currentLang } from '../i18n/index.ts';

/**
 * The one HTTP client (platform-shell §7, §8): 20000 ms timeout, the Access-Token and
 * Group-Id headers, GET sends params, POST a JSON body. HTTP 401 clears the session and
 * goes to the login page; a body code 305 clears the session, stores the failed request
 * and reloads.
 */

export const REQUEST_TIMEOUT_MS = 20_000;
/** Where the request that met code 305 is kept (sessionStorage), for a later look. */
export const FAILED_REQUEST_KEY = 'bo.failed-request';

export interface ApiBody<T = unknown> {
  code: number;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
  error?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 for a network failure or a timeout. */
    readonly status: number,
    readonly body: Partial<ApiBody> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get errors(): Record<string, string> {
    return this.body.errors ?? {};
  }
  /** The OAuth error code (invalid_grant, already_logged_in, …). */
  get oauthError(): string | undefined {
    return this.body.error;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, unknown>;
  /** A JSON body. */
  data?: unknown;
  /** A form body (application/x-www-form-urlencoded) or multipart FormData. */
  form?: URLSearchParams | FormData;
  /** Leave out the Group-Id header (the whole menu tree is wanted, not one group). */
  noGroup?: boolean;
  /** Do not treat 401 or code 305 as the end of the session (sign-in calls handle them). */
  noSessionHandling?: boolean;
  /** Override the token (the sign-in flow checks a token before storing it). */
  token?: string;
  timeoutMs?: number;
}

/** What the client needs from the session; wired at start-up (keeps this module free of the stores). */
export interface SessionHooks {
  token(): string | undefined;
  groupId(): string | undefined;
  /** Clears the session and loads the login page. */
  onUnauthorized(): void;
  /** Clears the session, keeps the request, reloads. */
  onSessionReset(failed: { url: string; method: string; params?: unknown; data?: unknown }): void;
}

let hooks: SessionHooks = {
  token: () => undefined,
  groupId: () => undefined,
  onUnauthorized: () => undefined,
  onSessionReset: () => undefined,
};

export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanQuery(params ?? {}))) {
    if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)));
    else query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(res: Response): Promise<Partial<ApiBody> | undefined> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return (await res.json()) as Partial<ApiBody>;
  } catch {
    return undefined;
  }
}

/** Sends a request with the session's headers and the timeout; a network failure or timeout is an ApiError. */
async function send(url: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? (options.data !== undefined || options.form ? 'POST' : 'GET');
  const headers: Record<string, string> = {};
  const token = options.token ?? hooks.token();
  if (token) headers['Access-Token'] = token;
  const groupId = options.noGroup ? undefined : hooks.groupId();
  if (groupId) headers['Group-Id'] = groupId;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.data);
  }
  try {
    return await fetch(buildUrl(url, options.params), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(i18n.t(timedOut ? 'http.timeout' : 'http.network'), 0);
  }
}

/** A refused answer as an ApiError; HTTP 401 also ends the session (unless the caller handles it). */
function refusal(res: Response, parsed: Partial<ApiBody> | undefined, options: RequestOptions): ApiError {
  if (res.status === 401 && !options.noSessionHandling) {
    hooks.onUnauthorized();
    return new ApiError(parsed?.message ?? t('error.unauthorized', currentLang()), 401, parsed);
  }
  return new ApiError(parsed?.message ?? `HTTP ${res.status}`, res.status, parsed);
}

/**
 * Sends a request and answers the parsed JSON body as the route declares it (`T`, a wire type from the
 * shared package): no envelope is assumed. Throws ApiError on HTTP failures.
 */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const lang = currentLang();
  const res = await send(url, options);
  const parsed = await readBody(res);
  if (!res.ok) throw refusal(res, parsed, options);
  if (!parsed) throw new ApiError(t('error.internal', lang), res.status);
  if (parsed.code === 305 && !options.noSessionHandling) {
    const method = options.method ?? (options.data !== undefined || options.form ? 'POST' : 'GET');
    hooks.onSessionReset({ url, method, params: options.params, data: options.data });
    throw new ApiError(parsed.message ?? t('error.unauthorized', lang), res.status, parsed);
  }
  return parsed as T;
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/**
 * Downloads a file (an Excel export, a PDF) through the client: the token in the header (never in the
 * address), the timeout, and 401 ending the session. Saves it under the server's file name (or
 * `fallbackName`) and answers that name.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<string> {
  const res = await send(url, { timeoutMs: 120_000, ...options });
  if (!res.ok) throw refusal(res, await readBody(res), options);
  const name = dispositionName(res.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}

/** A file's bytes (an image shown on a screen) through the client: the token in the header, 401 ending the session. */
export async function fetchBlob(url: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await send(url, options);
  if (!res.ok) throw refusal(res, await readBody(res), options);
  return res.blob();
}

/** A call of the specification's own shape, `{ code, message?, data? }` (whatever its code). */
export function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<ApiBody<T>> {
  return requestJson<ApiBody<T>>(url, options);
}

/** The data of an answer whose code must be 0; otherwise an ApiError with the server's message. */
export async function fetchData<T>(url: string, options?: RequestOptions): Promise<T> {
  const body = await request<T>(url, options);
  if (body.code !== 0 || body.data === undefined) {
    throw new ApiError(body.message ?? t('error.internal', currentLang()), 200, body);
  }
  return body.data;
}
