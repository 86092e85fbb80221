/**
 * The office mix bench/scale.ts runs against the server processes besides its list load: clerks saving
 * declarations back to back, the admin's export always running, and admin sockets hearing the pushes.
 * Each records its events stamped with their end, so only a round's measured window is counted.
 */
import WebSocket from 'ws';
import { LIVE_TOKEN_SUBPROTOCOL } from '@app/shared';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { declarationBody } from '../apps/server/test/helpers/declaration-fixture.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(
    `${base}/oauth/token?grant_type=password&client_id=web&client_secret=web-secret` +
      `&username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  );
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Events stamped with their end, so only the measured window's are counted. */
export type Stamped = { at: number; ms: number; id?: number };
export const within = (xs: Stamped[], from: number, to: number) =>
  xs.filter((x) => x.at >= from && x.at <= to);

/** A clerk saving back to back: a new declaration, then two more saves of it (each with the version read). */
export function startClerk(base: string, token: string, saves: Stamped[], failures: { n: number }) {
  let running = true;
  const json = { 'access-token': token, 'content-type': 'application/json' };
  const save = async (method: string, url: string, body: unknown) => {
    const started = Date.now();
    const res = await fetch(url, { method, headers: json, body: JSON.stringify(body) });
    const answer = (await res.json()) as { head?: { id: number; version: number } };
    if (!res.ok || !answer.head) {
      failures.n += 1;
      return undefined;
    }
    saves.push({ at: Date.now(), ms: Date.now() - started });
    return answer.head;
  };
  const loop = (async () => {
    while (running) {
      const body = declarationBody();
      let head = await save('POST', `${base}/api/declarations`, body);
      for (let i = 0; head && i < 2 && running; i++)
        head = await save('PUT', `${base}/api/declarations/${head.id}`, {
          ...body,
          head: { ...body.head, goods_place: `厦门海天码头 ${i}`, version: head.version },
        });
      if (!head) await sleep(200);
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

export interface Sockets {
  /** Summary pushes received (their delay from the moment the sending process fired them). */
  summaries: Stamped[];
  /** The tasks each socket heard end (a download push with sta 2 or -10), by socket. */
  downloads: Set<number>[];
  /** Resolves when a push says the task ended (sta 2 or -10). */
  ended(id: number): Promise<number>;
  close(): void;
}

export async function openSockets(wsBase: string, token: string, count: number): Promise<Sockets> {
  const summaries: Stamped[] = [];
  const downloads = Array.from({ length: count }, () => new Set<number>());
  const waiters = new Map<number, (sta: number) => void>();
  const sockets = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const ws = new WebSocket(`${wsBase}/ws`, [LIVE_TOKEN_SUBPROTOCOL, token]);
      ws.on('message', (data) => {
        const push = JSON.parse((data as Buffer).toString()) as { type?: string; data?: unknown };
        if (push.type === 'summary_changed') {
          const at = Date.now();
          summaries.push({ at, ms: at - Date.parse((push.data as { at: string }).at) });
        } else if (push.type === 'download') {
          const task = push.data as { id: number; sta: number };
          if (task.sta !== 2 && task.sta !== -10) return;
          downloads[i]!.add(task.id);
          waiters.get(task.id)?.(task.sta);
        }
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return ws;
    }),
  );
  return {
    summaries,
    downloads,
    ended: (id) => new Promise((resolve) => waiters.set(id, resolve)),
    close: () => sockets.forEach((ws) => ws.close()),
  };
}

/** The admin's export running all the time: started, its end heard on the sockets, downloaded, again. */
export function startExporter(
  base: string,
  token: string,
  sockets: Sockets,
  done: Stamped[],
  failures: { n: number },
) {
  let running = true;
  const headers = { 'access-token': token };
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const res = await fetch(`${base}/api/declarations/export`, { method: 'POST', headers });
      const id = ((await res.json()) as { data?: { id: number } }).data?.id;
      if (!res.ok || !id) {
        failures.n += 1;
        await sleep(1000);
        continue;
      }
      const sta = await Promise.race([sockets.ended(id), sleep(120_000).then(() => 0)]);
      const file = sta === 2 ? await fetch(`${base}/download/file/${id}`, { headers }) : undefined;
      if (!file?.ok) failures.n += 1;
      else {
        await file.arrayBuffer();
        done.push({ at: Date.now(), ms: Date.now() - started, id });
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}
