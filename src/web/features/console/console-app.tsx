import { useRoutes } from 'react-router';
import { consoleRoutes } from './console-routes';
import { ConsoleShell } from './shell/console-shell';
import { UnsavedChangesGuard } from './kit/unsaved-changes';

/** The operator console (docs/operator-console.md): its shell around the page the address names. */
export function ConsoleApp() {
  return (
    <UnsavedChangesGuard>
      <ConsoleShell>{useRoutes(consoleRoutes)}</ConsoleShell>
    </UnsavedChangesGuard>
  );
}
