import path from 'node:path';
import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '@shared/envelope';
import { publicUrl, type Config } from './config.js';
import { openMigratedDb, type Db } from './db/database.js';
import { seedDemoIfEmpty } from './demo/seed.js';
import { registerErrorHandling } from './lib/error-handler.js';
import { fail } from './lib/envelope.js';
import { badRequest } from './lib/errors.js';
import { nestsDeeperThan } from './lib/json-depth.js';
import { routeMatcher } from './lib/route-matcher.js';
import { schemaCompilers } from './lib/schema-compilers.js';
import { assertInContract, checkAnswersAgainstContract } from './lib/endpoint.js';
import { openApiRoute, registerOpenApi } from './lib/openapi.js';
import { PublicAnswers } from '@server/read-path/answer-memory';
import { readModelOf } from '@server/modules/catalog/read-model/index';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerBodyDeadline, serverTimeouts } from './lib/slow-clients.js';
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH } from './lib/framework-errors.js';
import { connectionCapOf, limitConnectionsPerAddress } from './lib/connection-cap.js';
import { isFirstScreenRead, sendHtml, storefrontPage } from '@server/first-paint/storefront-page';
import { homeRoutes } from './modules/home/home.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { variantRoutes } from './modules/variant/variant.routes.js';
import { shopPageRoutes } from './modules/shop-page/shop-page.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { registerAuth } from './lib/auth.js';
import { customerScope } from './lib/customer-scope.js';
import { registerProviders, type ProviderOverrides } from './providers/providers.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { addressRoutes } from './modules/address/address.routes.js';
import { orderRoutes } from './modules/order/order.routes.js';
import { refundRoutes } from './modules/refund/refund.routes.js';
import { orderRefundsOf } from './modules/refund/order-refunds.js';
import { DOCUMENT_WORKER } from './modules/invoice/document-worker-source.js';
import { startRefundRetry } from './modules/refund/refund-payout.js';
import { refundUpdated } from './modules/refund/refund.service.js';
import { refundDepsOf } from './modules/refund/refund.deps.js';
import { shipmentRoutes } from './modules/shipment/shipment.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { invoiceRoutes } from './modules/invoice/invoice.routes.js';
import { staffInvitationAcceptRoutes } from './modules/console/staff/invitation-accept.routes.js';
import { consoleRoutes } from './modules/console/console.routes.js';
import { assetRoutes } from './modules/asset/asset.routes.js';
import { localUploadRoutes } from './modules/asset/local-upload.routes.js';
import { localPhotoRoutes } from './modules/asset/local-photo.routes.js';
import { assetDepsOf } from './modules/asset/asset.service.js';
import { startUploadSweep } from './modules/asset/upload-sweep.js';
import { startActivityRetention } from './modules/console/activity/activity-retention.js';
import { orderDepsOf } from './modules/order/order.deps.js';
import { orderPaymentOutcomes } from './modules/order/payment-outcomes.js';
import { startOrderSweep } from './modules/order/sweep.js';
import { stripeWebhookRoutes } from './modules/payment/stripe-webhook.routes.js';
import { testCheckoutRoutes } from './modules/payment/test-checkout.routes.js';
import { healthRoutes, isHealthCheck } from './modules/health/health.routes.js';
import { registerMailOutbox } from './modules/mail-outbox/register-mail-outbox.js';
import { registerWebhooks } from './modules/webhook/register-webhooks.js';
import type { DeliveryHooks } from './modules/webhook/webhook-sender.js';
import { webhookPayloads } from './modules/console/webhooks/webhook-payloads.js';
import { registerNotificationStreams } from './modules/notification/register-notification-streams.js';
import { notificationRoutes, notificationStreamRoutes } from './modules/notification/notification.routes.js';
import { itemAt } from '@shared/item-at';
import { ShopIdentity, identityFromConfig } from './modules/shop-identity/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    publicAnswers: PublicAnswers;
    /** The shop's name, tagline, address, mail sender and logo: ask `current()` where they are used. */
    shopIdentity: ShopIdentity;
  }
}

export interface AppOptions {
  /** Substitutes for providers the config would create (tests: a movable clock, a mail catcher). */
  providers?: ProviderOverrides;
  /** An open, migrated database; without it the app opens the one the config names. */
  db?: Db;
  /** Where the built storefront lives; the SPA is served only if its index.html exists. */
  webDir?: string;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Run the order sweep (expiry, recovery) and the refund retry at start-up and every minute; on unless false.
   * Tests turn it off and call `sweepOrders` themselves with a moved clock.
   */
  orderSweep?: boolean;
  /** Check every answer against its endpoint's response schema (tests; see lib/endpoint.ts). */
  checkAnswers?: boolean;
  /** Deliver the mail outbox from this instance; on unless false (a test driving the sender itself). */
  mailSender?: boolean;
  /** Deliver webhooks from this instance; on unless false (a test driving the sender itself). */
  webhookSender?: boolean;
  /** What the webhook sender does after a receiver answered (a crash test dies there). */
  webhookHooks?: DeliveryHooks;
}

export const DEFAULT_WEB_DIR = path.resolve('dist/web');

export function databaseUrl(config: Config): string {
  return config.DATABASE_URL ?? path.join(config.DATA_DIR, 'shop.db');
}

/** Our deepest real payload nests 3 levels; anything past this is refused before parsing. */
export const MAX_JSON_DEPTH = 20;

/**
 * Calls that take no payload (a removal, a logout) may still be sent with a JSON content type
 * and no body; that is no body, not malformed JSON. A body nested deeper than MAX_JSON_DEPTH is
 * refused without parsing it (see lib/json-depth.ts). Anything else parses as Fastify would,
 * prototype-poisoning protection included.
 */
function parseJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: string
    if (text === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(badRequest(`The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`), undefined);
    }
    void parseJson(request, text, done);
  });
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { level: config.LOG_LEVEL === 'silent' ? 'error' : config.LOG_LEVEL, stream: options.logStream }
      : config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError, // refusals of the router, in the envelope
    ...serverTimeouts(config), // slow clients: docs/security.md
    // A hop count is supported at run time (proxy-addr) though the typings omit it.
    trustProxy: config.TRUST_PROXY as boolean | string,
    requestIdHeader: 'x-request-id',
    return503OnClosing: true,
    schemaController: { compilersFactory: schemaCompilers }, // zod in, JSON.stringify out
    // The API reads a storefront page makes for its first screen, and load balancers' probes,
    // are not requests to log.
    logController: new LogController({
      disableRequestLogging: (request) => isFirstScreenRead(request) || isHealthCheck(request),
    }),
  }).withTypeProvider<ZodTypeProvider>();

  registerErrorHandling(app);
  if (options.checkAnswers) checkAnswersAgainstContract(app);
  parseJsonBodies(app);
  registerBodyDeadline(app, config.REQUEST_TIMEOUT_MS);
  limitConnectionsPerAddress(app.server, connectionCapOf(config));

  const ownsDb = !options.db;
  const db = options.db ?? (await openMigratedDb({ url: databaseUrl(config), log: app.log }));
  if (ownsDb && config.SEED_DEMO === 'true') await seedDemoIfEmpty(db, { shopName: config.SHOP_NAME });
  app.decorate('db', db);
  app.decorate('config', config);
  const identity = await ShopIdentity.open(db, identityFromConfig(config));
  app.decorate('shopIdentity', identity);
  // Another instance's save shows here within about a second of requests (modules/shop-identity).
  // Not awaited: no request (a static file, a probe) ever waits on the database for it.
  app.addHook('onRequest', async (request) => {
    if (!isHealthCheck(request)) void identity.refresh();
  });
  const catalogue = readModelOf(db);
  app.decorate(
    'publicAnswers',
    new PublicAnswers(db, config.ANSWER_MEMORY_MB * 1024 * 1024, () => catalogue.generation()),
  );
  // Settled payments fulfil or release orders, a refund's outcome settles it (each module reads
  // the app when called).
  registerProviders(
    app,
    config,
    { documentWorker: DOCUMENT_WORKER, mailFrom: () => identity.sender() },
    {
      paymentOutcomes: {
        ...orderPaymentOutcomes(() => orderDepsOf(app)),
        refundUpdated: (e) => refundUpdated(refundDepsOf(app), e),
      },
      ...options.providers,
    },
  );
  registerAuth(app, config);
  // Before the database's own close hook: the sender finishes the mail it is handing over first.
  registerMailOutbox(app, config, options.mailSender !== false);
  registerWebhooks(app, config, webhookPayloads, {
    deliver: options.webhookSender !== false,
    ...(options.webhookHooks && { hooks: options.webhookHooks }),
  });
  registerNotificationStreams(app);
  if (ownsDb) app.addHook('onClose', async () => db.close());

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and vaul position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos stored in a bucket are posted to it and shown from it (or from S3_PUBLIC_URL).
        imgSrc: ["'self'", 'data:', 'blob:', ...app.photoStorage.origins.media],
        connectSrc: ["'self'", ...app.photoStorage.origins.upload],
        formAction: ["'self'"],
        frameAncestors: ["'none'"], // and X-Frame-Options: DENY below, for browsers without CSP 2
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  await app.register(compress, { threshold: 1024 });

  await registerOpenApi(app, identity.current().name);
  await app.register(healthRoutes);
  const apiRoutes = routeMatcher();
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        assertInContract(route);
        apiRoutes.add(route.method, route.url);
      });
      await api.register(homeRoutes);
      await api.register(catalogRoutes);
      await api.register(variantRoutes);
      await api.register(shopPageRoutes);
      await api.register(authRoutes);
      await api.register(
        customerScope(
          userRoutes,
          cartRoutes,
          addressRoutes,
          orderRoutes(orderRefundsOf),
          invoiceRoutes,
          refundRoutes,
          shipmentRoutes,
          reviewRoutes,
          assetRoutes,
          notificationRoutes,
          staffInvitationAcceptRoutes,
        ),
      );
      await api.register(notificationStreamRoutes);
      await api.register(consoleRoutes, { prefix: '/admin' });
      await api.register(localUploadRoutes);
      await api.register(stripeWebhookRoutes);
      openApiRoute(api);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(seoRoutes);
  await app.register(localPhotoRoutes, { prefix: '/media/uploads' });
  if (options.orderSweep !== false) {
    startOrderSweep(app, orderDepsOf(app));
    startRefundRetry(app, refundDepsOf(app));
  }
  startUploadSweep(app, assetDepsOf(app), () => app.clock.now());
  startActivityRetention(app);
  await app.register(testCheckoutRoutes, { prefix: '/pay' });

  const webDir = options.webDir ?? (config.WEB_DIR ? path.resolve(config.WEB_DIR) : DEFAULT_WEB_DIR);
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  const origin = publicUrl(config);
  const shop = () => {
    const { name, tagline, logoPath } = identity.current();
    return { name, tagline, logoPath, origin };
  };
  const pages = hasWeb ? storefrontPage(app, webDir, shop) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      cacheControl: false, // set per file below
      index: false,
      preCompressed: true, // .br and .gz made at build time (scripts/build-if-stale.mjs)
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = itemAt(request.url.split('?'), 0);
    if (url === '/api' || url.startsWith('/api/')) {
      const allowed = apiRoutes.methodsFor(url);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send(fail(ErrorCode.methodNotAllowed, `${request.method} is not allowed here; use ${allowed.join(' or ')}`));
      }
      return reply.status(404).send(fail(ErrorCode.notFound, `No API route ${request.method} ${url}`));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (pages && isPage) {
      // Every page path answers the SPA, which shows its own not-found; the status tells a
      // crawler the truth (404 for a path the storefront has no page for, or an unknown product).
      // Its first screen's data changes with the catalogue, so the page is never cached as is.
      const page = await pages.answer(request.url);
      return sendHtml(request, reply.status(page.status).header('Cache-Control', 'no-cache'), page.html);
    }
    return reply.status(404).send(fail(ErrorCode.notFound, 'Not found'));
  });

  return app;
}
