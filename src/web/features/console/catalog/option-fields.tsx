import { useId, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { optionNames, parseOptions } from './combinations';

interface OptionFieldProps {
  label: string;
  /** The product's add-ons' names of this kind, as the form holds them. */
  names: string[];
  onNames: (names: string[]) => void;
  placeholder: string;
}

/**
 * One kind of option typed as a list ("S, M, L"): each change rewrites the product's add-ons of
 * that kind at once, so the combinations table below follows while the operator types. While the
 * field has the focus it keeps the text as typed (a trailing comma, a space); otherwise it shows
 * the add-ons, also when they were changed in the add-on rows.
 */
function OptionField({ label, names, onNames, placeholder }: OptionFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Input
        id={id}
        value={typed ?? names.join(', ')}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onFocus={() => setTyped(names.join(', '))}
        onBlur={() => setTyped(null)}
        onChange={(event) => {
          setTyped(event.target.value);
          onNames(parseOptions(event.target.value));
        }}
      />
      <span id={`${id}-hint`} className="text-xs text-muted">
        Separated by commas
      </span>
    </div>
  );
}

/** The product's colours and sizes, each typed as one list; prices stay in the add-on rows. */
export function OptionFields({
  addons,
  onChange,
}: {
  addons: readonly { addonType: string; name: string }[];
  onChange: (type: 'color' | 'size', names: string[]) => void;
}) {
  const typed = addons.flatMap((a) =>
    a.addonType === 'color' || a.addonType === 'size' ? [{ addonType: a.addonType, name: a.name }] : [],
  );
  return (
    <>
      <OptionField
        label="Size"
        names={optionNames(typed, 'size')}
        onNames={(names) => onChange('size', names)}
        placeholder="S, M, L"
      />
      <OptionField
        label="Colour"
        names={optionNames(typed, 'color')}
        onNames={(names) => onChange('color', names)}
        placeholder="Navy, Forest"
      />
    </>
  );
}
