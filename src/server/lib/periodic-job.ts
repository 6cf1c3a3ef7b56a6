import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Runs `job` once when the app is ready and then every `everyMs` until it closes; a run never
 * overlaps the previous one, a failure is logged (the next run tries again), and closing waits
 * for a run under way. The timer does not keep the process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run(): Promise<void>; log: FastifyBaseLogger },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= job
      .run()
      .catch((err: unknown) => job.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
