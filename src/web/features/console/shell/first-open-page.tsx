import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { consoleNav } from '../console-nav';
import { useScopes } from '../kit/scopes';
import { PageHeader } from '../kit/page-header';

/** /admin: the dashboard for a role that reads orders, else the first page the role opens. */
export function FirstOpenPage({ dashboard }: { dashboard: ReactNode }) {
  const { can, role } = useScopes();
  if (can('orders:read')) return dashboard;
  const first = consoleNav.find((item) => can(item.scope));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <PageHeader
      title="Nothing to see yet"
      description={`Your role${role ? ` (${role})` : ''} opens no page of the console. Ask the owner for another role.`}
    />
  );
}
