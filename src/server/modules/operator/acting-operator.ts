import type { FastifyRequest } from 'fastify';
import { requireUser } from '@server/lib/auth';
import { operatorActor } from '@server/modules/order/order.deps';

/** Who the operator scope's request acts as: `operator:{userId}`, as order events and the audit name them. */
export const actingOperator = (req: FastifyRequest) => operatorActor(requireUser(req).userId);
