import type { FastifyPluginAsync } from 'fastify';
import { listFailedMails, listOrderMails, resendMail as resendMailEndpoint } from '@shared/contract/console-mails';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { failedMails, orderMails, resendMail } from './mails.service.js';
import { consoleDepsOf } from '@server/modules/console/console.deps';

/** The mail outbox in the console: an order's mails, the failed ones, and a copy sent again. */
export const consoleMailRoutes: FastifyPluginAsync = async (app) => {
  const deps = consoleDepsOf(app);
  await serve(app, listOrderMails, async (req) => ok(await orderMails(deps, req.params.orderUuid)));
  await serve(app, listFailedMails, async () => ok(await failedMails(deps)));
  await serve(app, resendMailEndpoint, async (req) =>
    ok(await resendMail(deps, actingOperator(req), req.params.mailId)),
  );
};
