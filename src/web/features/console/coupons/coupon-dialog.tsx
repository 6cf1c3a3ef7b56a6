import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { couponKinds, couponWriteSchema, type ConsoleCoupon, type CouponWrite } from '@shared/schemas/console-coupons';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { toastDone } from '../kit/toast-done';
import { MoneyField } from '../catalog/money-input';
import { useCouponWrite } from './coupon-api';

type Body = z.output<typeof couponWriteSchema>;

const EMPTY: CouponWrite = {
  code: '',
  kind: 'percent',
  value: 10,
  minSpend: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  isActive: true,
};

interface CouponDialogProps {
  /** The coupon edited, 'new' for a new one, null when closed. */
  coupon: ConsoleCoupon | 'new' | null;
  onClose(): void;
}

export function CouponDialog({ coupon, onClose }: CouponDialogProps) {
  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{coupon === 'new' ? 'New coupon' : `Edit ${coupon?.code ?? ''}`}</DialogTitle>
          <DialogDescription>Dates are in your time zone; the coupon stops working at the end time.</DialogDescription>
        </DialogHeader>
        {coupon !== null && (
          <CouponForm
            key={coupon === 'new' ? 'new' : coupon.couponId}
            couponId={coupon === 'new' ? undefined : coupon.couponId}
            defaultValues={coupon === 'new' ? EMPTY : coupon}
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** `datetime-local` speaks local time without a zone; the API takes an instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function CouponForm({
  couponId,
  defaultValues,
  onSaved,
}: {
  couponId?: number;
  defaultValues: CouponWrite;
  onSaved(): void;
}) {
  const write = useCouponWrite();
  const form = useForm<CouponWrite, unknown, Body>({ resolver: zodResolver(couponWriteSchema), defaultValues });
  const { control, register, handleSubmit, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const limit = { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) };

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await write.mutateAsync({ couponId, body });
      toastDone(couponId ? `${saved.code} saved` : `${saved.code} created`);
      onSaved();
    } catch {
      // The API client has shown why (a code already taken); the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 pt-1 pb-6 sm:grid-cols-2">
        <Field
          form={form}
          name="code"
          label="Code"
          required
          hint="Letters, digits, - and _; shoppers type it in any case"
        >
          {(c) => <Input className="font-mono uppercase" autoComplete="off" {...c} />}
        </Field>
        <Field form={form} name="kind" label="Kind">
          {(c) => (
            <Select {...c}>
              {couponKinds.map((k) => (
                <option key={k} value={k}>
                  {k === 'percent' ? 'Percentage off' : 'Amount off'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {kind === 'percent' ? (
          <Field form={form} name="value" label="Percent off" required rules={{ valueAsNumber: true }}>
            {(c) => <Input type="number" min={1} max={100} {...c} />}
          </Field>
        ) : (
          <MoneyField control={control} name="value" label="Amount off" required />
        )}
        <MoneyField control={control} name="minSpend" label="Minimum spend" />
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <label className="grid content-start gap-1.5 text-sm font-medium text-ink">
                {name === 'startsAt' ? 'Starts' : 'Ends'}
                <Input
                  type="datetime-local"
                  value={toLocalInput(field.value)}
                  onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
                  aria-invalid={fieldState.error ? true : undefined}
                />
                <span className={fieldState.error ? 'text-xs text-red-700' : 'text-xs font-normal text-muted'}>
                  {fieldState.error?.message ?? (name === 'startsAt' ? 'Empty: from now' : 'Empty: never ends')}
                </span>
              </label>
            )}
          />
        ))}
        <Field form={form} name="maxUses" label="Total uses" hint="Empty: no limit" rules={limit}>
          {(c) => <Input type="number" min={1} {...c} />}
        </Field>
        <Field form={form} name="maxUsesPerCustomer" label="Uses per customer" hint="Empty: no limit" rules={limit}>
          {(c) => <Input type="number" min={1} {...c} />}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
          <input type="checkbox" className="size-4 accent-ink" {...register('isActive')} />
          Active (shoppers can use it)
        </label>
      </div>
      <FormDialogFooter
        pending={formState.isSubmitting}
        label={couponId ? 'Save coupon' : 'Create coupon'}
        className="flex-row border-t border-line px-6 py-4 *:flex-1 sm:*:flex-none"
      />
    </form>
  );
}
