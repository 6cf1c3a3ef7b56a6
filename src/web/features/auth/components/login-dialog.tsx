import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useSessionStore } from '@web/lib/store';

/**
 * Placeholder until the real login/register/confirm dialog lands: it already follows the global
 * showLogin flag, and closing it by any means clears the flag (SPEC §4).
 */
export function LoginDialog() {
  const open = useSessionStore((state) => state.showLogin);
  const setShowLogin = useSessionStore((state) => state.setShowLogin);
  return (
    <Dialog open={open} onOpenChange={setShowLogin}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login</DialogTitle>
          <DialogDescription>Signing in is coming soon.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
