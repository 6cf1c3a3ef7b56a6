import type { FastifyRequest } from 'fastify';
import { requireUser } from '@server/lib/auth';

/** How order events and the audit name an operator (the other actors: order/order.deps.ts). */
export const operatorActor = (userId: number) => `operator:${userId}`;

/** Who the operator scope's request acts as: `operator:{userId}`, as order events and the audit name them. */
export const actingOperator = (req: FastifyRequest) => operatorActor(requireUser(req).userId);
