import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` when the server is ready and then every `everyMs`, until it closes: never two runs at once
 * (a slow run skips the ticks it overlaps), a failure logged as `<name> failed` and tried again at the
 * next tick. The timer does not keep the process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (err) {
      app.log.warn({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
