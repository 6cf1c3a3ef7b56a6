import type { FastifyPluginAsync } from 'fastify';
import { listActivity } from '@shared/contract/console-staff';
import type { ActivityEntry } from '@shared/schemas/console-staff';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { actorApiKeyId } from '@server/modules/operator-write';
import { apiKeyNamesOf } from '@server/modules/api-key';
import * as repo from './activity.repository.js';

const MEMBER = /^operator:(\d+)$/;

function parsed(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function nameOf(actor: string, member: string | undefined, keyNames: Map<number, string>): string {
  if (member) return member;
  const keyId = actorApiKeyId(actor);
  const key = keyId === null ? undefined : keyNames.get(keyId);
  return key ? `API key ${key}` : actor;
}

/**
 * The activity log, read only: no endpoint edits or deletes an entry (docs/operator-console.md,
 * "Activity log"). A member's entries name them as they are called now.
 */
export const consoleActivityRoutes: FastifyPluginAsync = async (app) => {
  await serve(app, listActivity, async (req) => {
    const { page, num, ...filter } = req.query;
    const db = app.db.kysely;
    const rows = await repo.listActivity(db, filter, { offset: (page - 1) * num, limit: num });
    const ids = [...new Set(rows.flatMap((r) => (MEMBER.exec(r.actor) ? [Number(MEMBER.exec(r.actor)![1])] : [])))];
    const names = new Map((await repo.accountNames(db, ids)).map((a) => [a.user_id, `${a.screen_name} (${a.email})`]));
    const keyIds = [...new Set(rows.flatMap((r) => actorApiKeyId(r.actor) ?? []))];
    const keyNames = await apiKeyNamesOf(db, keyIds);
    const list: ActivityEntry[] = rows.map((r) => {
      const member = MEMBER.exec(r.actor);
      return {
        activityId: r.audit_id,
        actor: r.actor,
        actorName: nameOf(r.actor, member ? names.get(Number(member[1])) : undefined, keyNames),
        area: r.area ?? '',
        action: r.action,
        subject: r.subject ?? (r.entity_id === null ? r.entity : `${r.entity} ${r.entity_id}`),
        before: parsed(r.before_json),
        after: parsed(r.after_json ?? r.detail_json),
        createdAt: r.created_at,
      };
    });
    return ok({ list, total: await repo.countActivity(db, filter) });
  });
};
