import { vi } from 'vitest';

/** One call the page made: its method, address (with the query) and body (JSON parsed, a form as sent). */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notFound = () => json({ code: 404, message: 'not found' }, 404);

/**
 * A fetch answering by method and path (`GET /api/public/fees`), recording every call; any other call
 * gets `otherwise` (404 unless given). Put back with vi.unstubAllGlobals() in afterEach.
 */
export function stubFetch(
  answers: Record<string, (call: FetchCall) => Response>,
  otherwise: (call: FetchCall) => Response = notFound,
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method, url, body };
      calls.push(call);
      const answer = answers[`${method} ${url.split('?')[0]}`];
      return Promise.resolve((answer ?? otherwise)(call));
    }),
  );
  return calls;
}

/** The calls to one method and path (`POST /api/public/payment/online`). */
export const callsTo = (calls: readonly FetchCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === route);

/** The query of a call's address as an object. */
export const queryOf = (call: FetchCall) =>
  Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
