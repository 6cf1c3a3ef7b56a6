import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  changeStaffRole,
  inviteStaff,
  listRoles,
  listStaff,
  removeStaff,
  saveRole,
} from '@shared/contract/console-staff';
import { ok } from '@server/lib/envelope';
import { serve } from '@server/lib/endpoint';
import { requireRecentSignIn, type StaffAccess } from '@server/modules/operator-write';
import { forbidden } from '@server/lib/errors';
import { staffDepsOf } from './staff.deps.js';
import * as service from './staff.service.js';

/** The member making the call, as the console scope's check read it. */
export function actingMember(req: FastifyRequest): StaffAccess {
  // An API key may read the staff; changing it is a person's act, with their password.
  if (!req.staff) throw forbidden('Only a staff member can change the staff');
  return req.staff;
}

/** Staff and roles (docs/operator-console.md, "Staff and roles"); every change asks for a recent sign-in. */
export const consoleStaffRoutes: FastifyPluginAsync = async (app) => {
  const deps = staffDepsOf(app);

  await serve(app, listStaff, async () => ok(await service.listStaff(deps)));
  await serve(app, inviteStaff, async (req) => {
    await requireRecentSignIn(req);
    return ok(await service.inviteStaff(deps, actingMember(req), req.body));
  });
  await serve(app, changeStaffRole, async (req) => {
    await requireRecentSignIn(req);
    return ok(await service.changeRole(deps, actingMember(req), req.params.userId, req.body.role));
  });
  await serve(app, removeStaff, async (req) => {
    await requireRecentSignIn(req);
    return ok(await service.removeMember(deps, actingMember(req), req.params.userId));
  });
  await serve(app, listRoles, async () => ok({ list: await service.listRoles(deps) }));
  await serve(app, saveRole, async (req) => {
    await requireRecentSignIn(req);
    return ok(await service.saveRole(deps, actingMember(req), req.body));
  });
};
