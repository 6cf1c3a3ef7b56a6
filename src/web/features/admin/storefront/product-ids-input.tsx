import { useState } from 'react';
import { Input } from '@web/components/ui/input';

/** "12, 40, 7" → [12, 40, 7]; a word that is not a whole number stays NaN for the schema to refuse. */
const parseIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

/**
 * The products of a home section, by id (the ids the Products page shows), in the order the
 * section shows them. The text is the operator's own while they type; it is rewritten only when
 * the list changes from outside (Discard changes).
 */
export function ProductIdsInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number[];
  onChange(ids: number[]): void;
  error?: string;
}) {
  const [text, setText] = useState(() => value.join(', '));
  // An outside change of the list (Discard changes) rewrites the text, during render as React advises.
  if (parseIds(text).join() !== value.join()) setText(value.join(', '));
  return (
    <label className="grid gap-1.5 text-sm font-medium text-ink">
      {label}
      <Input
        value={text}
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseIds(event.target.value));
        }}
      />
      <span className={error ? 'text-xs font-medium text-red-700' : 'text-xs font-normal text-muted'}>
        {error ?? 'Product ids, separated by commas, in the order shown'}
      </span>
    </label>
  );
}
