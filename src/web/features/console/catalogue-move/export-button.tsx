import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * Downloads a list as a CSV file with the list's filters (the server streams every page of it).
 * Busy while the file comes; a failure shows the API client's own toast.
 */
export function ExportButton({ label = 'Export', download }: { label?: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void download()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Preparing…' : label}
    </Button>
  );
}

/** The first and last day of the month `now` is in, as the order export's `from` and `to`. */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(y, m, 1)), to: day(new Date(y, m + 1, 0)) };
}
