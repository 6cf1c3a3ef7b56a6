import type { FastifyPluginAsync } from 'fastify';
import { listFailedMails, listOrderMails, resendMail as resendMailEndpoint } from '@shared/contract/operator-mails';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actingOperator } from '@server/modules/operator-write';
import { orderDepsOf } from '@server/modules/order';
import { failedMails, orderMails, resendMail } from './mails.service.js';

/** The mail outbox in the console: an order's mails, the failed ones, and a copy sent again. */
export const operatorMailRoutes: FastifyPluginAsync = async (app) => {
  const deps = orderDepsOf(app);
  await serve(app, listOrderMails, async (req) => ok(await orderMails(deps, req.params.orderUuid)));
  await serve(app, listFailedMails, async () => ok(await failedMails(deps)));
  await serve(app, resendMailEndpoint, async (req) =>
    ok(await resendMail(deps, actingOperator(req), req.params.mailId)),
  );
};
