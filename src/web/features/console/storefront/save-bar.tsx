import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';

interface SaveBarProps {
  dirty: boolean;
  pending: boolean;
  /** The submit button's words ("Save menu"). */
  label: string;
  /** Back to the list as saved: the undo for removals and moves made since. */
  onDiscard(): void;
}

/**
 * The foot of a list saved whole: whether there is something to save, Discard changes, Save.
 * While there is, leaving the page asks first.
 */
export function SaveBar({ dirty, pending, label, onDiscard }: SaveBarProps) {
  useUnsavedChangesGuard(dirty);
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur">
      {dirty && <span className="mr-auto text-sm text-muted">Unsaved changes: the shop shows them after Save</span>}
      <Button variant="outline" disabled={!dirty || pending} onClick={onDiscard}>
        Discard changes
      </Button>
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </div>
  );
}
