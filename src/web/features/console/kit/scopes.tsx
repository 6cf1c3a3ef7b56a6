import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Scope } from '@shared/scopes';
import { getProfileQueryOptions } from '@web/features/auth';
import { PageHeader } from './page-header';

/**
 * What the signed-in member's role opens (the profile's `staff.scopes`; docs/operator-console.md,
 * "Staff and roles"). The console shows only what these allow — a link, a page, a button — so it
 * never offers what the API would refuse with 403. Nothing here protects anything: the API checks
 * every call itself.
 */
export function useScopes(): { can(scope: Scope): boolean; role: string | null; refundLimit: number | null } {
  const profile = useQuery(getProfileQueryOptions());
  const staff = profile.data?.staff ?? null;
  const scopes = new Set(staff?.scopes ?? []);
  return { can: (scope) => scopes.has(scope), role: staff?.roleName ?? null, refundLimit: staff?.refundLimit ?? null };
}

/** Renders `children` only when the role holds `scope`. */
export function IfCan({ scope, children }: { scope: Scope; children: ReactNode }) {
  return useScopes().can(scope) ? children : null;
}

/** A console page the role does not open: said plainly, with the way back to what it does open. */
export function RequireScope({ scope, children, fallback }: { scope: Scope; children: ReactNode; fallback?: string }) {
  const { can, role } = useScopes();
  if (can(scope)) return children;
  if (fallback) return <Navigate to={fallback} replace />;
  return (
    <PageHeader
      title="Not open to your role"
      description={`Your role${role ? ` (${role})` : ''} does not include this page. The owner can change your role on the Staff page.`}
    />
  );
}
