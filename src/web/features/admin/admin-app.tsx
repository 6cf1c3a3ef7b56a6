import { useRoutes } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AdminShell } from './shell/admin-shell';
import { UnsavedChangesGuard } from './kit/unsaved-changes';

/** The operator console (docs/operator-console.md): its shell around the page the address names. */
export function AdminApp() {
  return (
    <UnsavedChangesGuard>
      <AdminShell>{useRoutes(adminRoutes)}</AdminShell>
    </UnsavedChangesGuard>
  );
}
