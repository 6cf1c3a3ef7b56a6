import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** The bell of the top bar. There is no notifications API yet, so it says so in a small popover. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="size-9 md:size-10"
      >
        <Bell aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute top-full right-0 z-50 mt-2 w-64 animate-[panel-in_140ms_ease-out] rounded-2xl border border-line bg-canvas p-5 text-center shadow-xl"
        >
          <Bell aria-hidden="true" className="mx-auto mb-2 size-6 text-muted" />
          <p className="text-sm text-muted">No notifications yet</p>
        </div>
      )}
    </div>
  );
}
