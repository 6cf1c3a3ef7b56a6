import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { shopSettingsWriteSchema, type ShopSettings, type ShopSettingsWrite } from '@shared/schemas/console-settings';
import { LoadError } from '@web/components/load-error';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';
import { shopSettingsQuery, useSaveSettings } from '../reviews/reviews-api';
import { SearchSynonymsSection } from './search-synonyms';
import { ShopIdentitySection } from './shop-identity';

type Values = z.input<typeof shopSettingsWriteSchema>;

/** The shop's settings: how prices are read for tax, the tax number invoices print, reviews. */
export function SettingsPage() {
  const settings = useQuery(shopSettingsQuery);
  return (
    <>
      <PageHeader title="Settings" description="What applies to the whole shop." />
      {settings.isError ? (
        <LoadError message="We couldn't load the settings." onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
      <div className="mt-6">
        <ShopIdentitySection />
      </div>
      <div className="mt-6">
        <SearchSynonymsSection />
      </div>
    </>
  );
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const save = useSaveSettings();
  const form = useForm<Values, unknown, ShopSettingsWrite>({
    resolver: zodResolver(shopSettingsWriteSchema),
    defaultValues: saved,
  });
  const { register, formState } = form;
  useUnsavedChangesGuard(formState.isDirty);
  const submit = form.handleSubmit(async (body) => {
    try {
      const stored = await save.mutateAsync(body);
      form.reset(stored);
      toastDone('Settings saved: new orders follow them');
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-2xl grid-cols-1 gap-4">
      <section className="grid gap-4 rounded-xl border border-line bg-white/60 p-4 md:p-5">
        <h2 className="font-display text-lg text-ink">Tax</h2>
        <Switch
          id="prices-include-tax"
          label="Prices include tax"
          hint="On: the prices in the catalogue are what shoppers pay, and the tax is the part inside them. Off: tax is added at checkout, on its own line."
          {...register('pricesIncludeTax')}
        />
        <Field
          form={form}
          name="taxNumber"
          label="Tax number"
          hint="Printed on invoices and credit notes (VAT ID, EIN…); empty: none"
        >
          {(c) => <Input autoComplete="off" {...c} />}
        </Field>
      </section>
      <section className="grid gap-4 rounded-xl border border-line bg-white/60 p-4 md:p-5">
        <h2 className="font-display text-lg text-ink">Reviews</h2>
        <Switch
          id="hold-new-reviews"
          label="Hold new reviews for approval"
          hint="On: a new review shows on its product page only once you approve it. Off: reviews show as soon as they are written."
          {...register('holdNewReviews')}
        />
      </section>
      <div className="flex justify-end">
        <SubmitButton pending={formState.isSubmitting} disabled={!formState.isDirty}>
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}

type SwitchProps = UseFormRegisterReturn & {
  id: string;
  label: string;
  hint: string;
};

/** A checkbox with its label and what it changes, read together. */
function Switch({ id, label, hint, ...input }: SwitchProps) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-1 size-4 accent-ink" aria-describedby={`${id}-hint`} {...input} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
