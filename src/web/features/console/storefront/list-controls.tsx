import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

interface ListControlsProps {
  /** What the row is called for a screen reader ("menu item 2"). */
  label: string;
  index: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
}

/**
 * Move up, move down and remove for one row of a list saved whole. Nothing reaches the shop
 * before Save, and "Discard changes" (SaveBar) brings a removed row back, so removing needs no
 * dialog of its own.
 */
export function ListControls({ label, index, count, move, remove }: ListControlsProps) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUp />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDown />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
        <Trash2 />
      </Button>
    </div>
  );
}
