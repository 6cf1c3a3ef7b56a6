import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  createWebhook as createWebhookEndpoint,
  deleteWebhook as deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhooks as listWebhooksEndpoint,
  resendWebhookDelivery,
  updateWebhook as updateWebhookEndpoint,
} from '@shared/contract/console-webhooks';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator, requireRecentSignIn } from '@server/modules/operator-write';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  updateWebhook,
  type WebhookDeps,
} from '@server/modules/webhook';

function webhookDepsOf(app: FastifyInstance): WebhookDeps {
  return {
    get db() {
      return app.db;
    },
    nowIso: () => app.nowIso(),
    get webhooks() {
      return app.webhooks;
    },
  };
}

/** Webhooks (docs/webhooks.md), inside the operator scope. */
export const consoleWebhookRoutes: FastifyPluginAsync = async (app) => {
  const deps = webhookDepsOf(app);

  await serve(app, listWebhooksEndpoint, async () => ok(await listWebhooks(deps)));

  // A person's change of integrations asks for the password again after 10 minutes, as staff and
  // keys do; an API key (with settings:write) has no password to ask for.
  const confirmPerson = async (req: FastifyRequest) => {
    if (!req.apiKey) await requireRecentSignIn(req);
  };
  await serve(app, createWebhookEndpoint, async (req) => {
    await confirmPerson(req);
    return ok(await createWebhook(deps, actingOperator(req), req.body));
  });

  await serve(app, updateWebhookEndpoint, async (req) => {
    await confirmPerson(req);
    return ok(await updateWebhook(deps, actingOperator(req), req.params.webhookId, req.body));
  });

  await serve(app, deleteWebhookEndpoint, async (req) => {
    await confirmPerson(req);
    await deleteWebhook(deps, actingOperator(req), req.params.webhookId);
    return ok(null);
  });

  await serve(app, listWebhookDeliveries, async (req) =>
    ok(await listDeliveries(deps, req.params.webhookId, req.query.limit)),
  );

  await serve(app, resendWebhookDelivery, async (req) => ok(await resendDelivery(deps, req.params.deliveryId)));
};
