import type { FastifyInstance } from 'fastify';
import { livePush, SUMMARY_PUSH } from '@app/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** Says "documents changed" to the open home tabs and data boards, at most once per window. */
    summaryPulse: { touch(): void };
  }
}

/** The shortest time between two `summary_changed` pushes of one process. */
export const PULSE_MS = Number(process.env.SUMMARY_PULSE_MS ?? 2000);

/**
 * The live push that keeps the home tab and the data board current: any successful write through the
 * API, and any receipt recorded by the inbox watcher or a kafka reader, touches the pulse; the pulse
 * sends one `summary_changed` push to every open socket (every process, through the hub) at most once
 * per PULSE_MS, the first right away (a change is never held back longer than the window). With several
 * processes on PostgreSQL the window is shared: a push heard from another process restarts this one's.
 */
export function registerSummaryPulse(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  const fire = () => {
    // a timer can fire a millisecond before Date.now() says its wait is over (a test saw pushes 1,999 ms
    // apart with a 2,000 ms window): the window is kept by the clock the pushes carry
    const early = last + PULSE_MS - Date.now();
    if (early > 0) {
      timer = setTimeout(fire, early);
      timer.unref();
      return;
    }
    timer = null;
    last = Date.now();
    app.hub
      .publish({ all: true }, livePush(SUMMARY_PUSH, { at: new Date(last).toISOString() }))
      .catch((err: unknown) => app.log.warn({ err }, 'summary push failed'));
  };
  const touch = () => {
    if (timer) return;
    timer = setTimeout(fire, Math.max(0, last + PULSE_MS - Date.now()));
    timer.unref();
  };
  app.decorate('summaryPulse', { touch });
  // several processes: another's push reached this one's sockets too, so it counts as this one's: the open
  // boards hear "changed" at most once per window from all the processes together, not once from each (a
  // change waiting here still gets its push, a window after the one heard)
  app.hub.onRemote((message) => {
    if ((message as { type?: unknown }).type !== SUMMARY_PUSH) return;
    last = Date.now();
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    touch();
  });
  app.addHook('onResponse', async (req, reply) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.url.startsWith('/api/') &&
      reply.statusCode < 400
    )
      touch();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
