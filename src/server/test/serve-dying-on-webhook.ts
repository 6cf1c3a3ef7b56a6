import { serve } from '@server/serve';

/**
 * The shop as `npm start` runs it, except that the process dies (SIGKILL) once a webhook
 * receiver has answered its first delivery, before the delivery is recorded: what
 * webhook-crash.test.ts needs to show that such a delivery is sent again, with the same event id.
 */
serve({
  webhookHooks: {
    answered() {
      process.kill(process.pid, 'SIGKILL');
    },
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
