import { ConfigError, parseConfig, publicUrl } from './config.js';
import { buildApp, type AppOptions } from './app.js';

/**
 * Runs the shop as a process: the configuration from the environment (a bad one exits with the
 * list of what is wrong), the app listening, and a graceful close on SIGTERM or SIGINT. `main.ts`
 * runs it as it is; a test may start it with options (a provider standing in for one it breaks).
 */
export async function serve(options: AppOptions = {}): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, options);
  // Finish in-flight requests, then release the database, on either signal.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      app.close().then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        (err) => {
          app.log.error(err);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${app.shopIdentity.current().name} is open at ${publicUrl(config)}`);
}
