import { useId, useState, type ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { FieldFrame, fieldMessageId } from '@web/components/ui/field';

interface MoneyInputProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> {
  /** Cents, null for an empty optional amount, NaN while what is typed is not an amount. */
  value: number | null;
  onChange(cents: number | null): void;
  /** Empty means null (an optional amount) rather than an error. */
  optional?: boolean;
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A dollar amount typed as people write it ("45", "45.5", "45.50") and handed to the form in
 * cents, the unit of every API amount. Something else typed is NaN, which the shared schema
 * refuses with its own message; the text is kept as typed.
 */
export function MoneyInput({ value, onChange, optional, ...props }: MoneyInputProps) {
  const shown = value === null || Number.isNaN(value) ? '' : (value / 100).toFixed(2);
  const [text, setText] = useState(shown);
  const [lastValue, setLastValue] = useState(value);
  // A reset of the form (a product loaded) replaces the text; typing does not (set during render).
  if (value !== lastValue && !Number.isNaN(value)) {
    setLastValue(value);
    if (toCents(text, optional) !== value) setText(shown);
  }
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-sm text-muted"
      >
        $
      </span>
      <Input
        {...props}
        inputMode="decimal"
        className="pl-8"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const cents = toCents(event.target.value, optional);
          setLastValue(cents);
          onChange(cents);
        }}
      />
    </div>
  );
}

function toCents(text: string, optional?: boolean): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '' && optional) return null;
  return AMOUNT.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

interface MoneyFieldProps<T extends FieldValues, TParsed> {
  control: Control<T, unknown, TParsed>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Empty is null (no amount) rather than an error. */
  optional?: boolean;
}

/** A labelled amount in a form, with its error or hint under it, in the frame `Field` lays out other controls in. */
export function MoneyField<T extends FieldValues, TParsed>({
  control,
  name,
  label,
  hint,
  required,
  optional,
}: MoneyFieldProps<T, TParsed>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? hint;
        return (
          <FieldFrame id={id} label={label} required={required} message={message} invalid={!!fieldState.error}>
            <MoneyInput
              id={id}
              value={(field.value as number | null | undefined) ?? null}
              onChange={(cents) => field.onChange(optional ? cents : (cents ?? Number.NaN))}
              optional={optional}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={message ? fieldMessageId(id) : undefined}
            />
          </FieldFrame>
        );
      }}
    />
  );
}
