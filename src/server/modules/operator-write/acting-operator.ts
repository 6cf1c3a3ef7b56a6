import type { FastifyRequest } from 'fastify';
import { requireUser } from '@server/lib/auth';

/** How order events and the audit name an operator (the other actors: order/order.deps.ts). */
export const operatorActor = (userId: number) => `operator:${userId}`;

/** How order events, stock movements and the audit name a write made with an API key. */
export const apiKeyActor = (apiKeyId: number) => `api-key:${apiKeyId}`;

/** The API key behind an actor (`api-key:4` → 4); null for any other actor. */
export function actorApiKeyId(actor: string): number | null {
  const match = /^api-key:(\d+)$/.exec(actor);
  return match ? Number(match[1]) : null;
}

/**
 * Who the operator scope's request acts as, as order events, stock movements and the audit name
 * them: `api-key:{apiKeyId}` when an API key calls, else `operator:{userId}`.
 */
export const actingOperator = (req: FastifyRequest) =>
  req.apiKey ? apiKeyActor(req.apiKey.apiKeyId) : operatorActor(requireUser(req).userId);
