import { ConfigError, parseConfig, publicUrl } from './config.js';
import { buildApp } from './app.js';

async function main() {
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

  const app = await buildApp(config);
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
  app.log.info(`${config.SHOP_NAME} is open at ${publicUrl(config)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
