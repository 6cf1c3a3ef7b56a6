import { queryOptions, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getShopIdentity, saveShopIdentity } from '@shared/contract/console-settings';
import {
  shopAddressLinesSchema,
  shopIdentityWriteSchema,
  type ShopIdentity,
  type ShopIdentityWrite,
} from '@shared/schemas/console-settings';
import { api } from '@web/lib/api-client';
import { setShopBrand } from '@web/lib/shop-brand';
import { LoadError } from '@web/components/load-error';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { ImageListField } from '../catalog/image-list-field';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';

const identityQuery = queryOptions({
  queryKey: consoleKey('shop-identity'),
  queryFn: () => api.call(getShopIdentity, {}),
});

const saveIdentity = (body: ShopIdentityWrite) => api.call(saveShopIdentity, { body });

/** The form holds the address as the text typed, one line a line; it is sent as lines. */
const formSchema = shopIdentityWriteSchema.omit({ addressLines: true }).extend({
  address: z
    .string()
    .transform((text) => text.split('\n'))
    .pipe(shopAddressLinesSchema),
});
type Values = z.input<typeof formSchema>;
type Parsed = z.output<typeof formSchema>;

const valuesOf = ({ addressLines, ...identity }: ShopIdentity): Values => ({
  ...identity,
  address: addressLines.join('\n'),
});

/** The shop's name, tagline, address, mail sender and logo: the next page, mail and invoice use them. */
export function ShopIdentitySection() {
  const identity = useQuery(identityQuery);
  return (
    <section
      aria-labelledby="shop-identity-title"
      className="grid max-w-2xl gap-3 rounded-xl border border-line bg-white/60 p-4 md:p-5"
    >
      <h2 id="shop-identity-title" className="font-display text-lg text-ink">
        Shop identity
      </h2>
      {identity.isError ? (
        <LoadError message="We couldn't load the shop identity." onRetry={() => void identity.refetch()} />
      ) : !identity.data ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : (
        <IdentityForm key={JSON.stringify(identity.data)} saved={identity.data} />
      )}
    </section>
  );
}

function IdentityForm({ saved }: { saved: ShopIdentity }) {
  const save = useAdminMutation(saveIdentity, async (queryClient, _, stored) =>
    queryClient.setQueryData(identityQuery.queryKey, stored),
  );
  const form = useForm<Values, unknown, Parsed>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(saved) });
  const { formState } = form;
  useUnsavedChangesGuard(formState.isDirty);
  const logoPath = useWatch({ control: form.control, name: 'logoPath' });
  const submit = form.handleSubmit(async ({ address, ...rest }) => {
    try {
      const stored = await save.mutateAsync({ ...rest, addressLines: address });
      // This console's own header and tab follow at once; the storefront on its next page.
      setShopBrand({ name: stored.name, tagline: stored.tagline, logoPath: stored.logoPath });
      toastDone('Shop identity saved: the next page, mail and invoice use it');
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field form={form} name="name" label="Shop name" required hint="In the header, tab titles, mail and invoices">
        {(c) => <Input autoComplete="organization" {...c} />}
      </Field>
      <Field form={form} name="tagline" label="Tagline" hint="One sentence about the shop: the home page's description">
        {(c) => <Input autoComplete="off" {...c} />}
      </Field>
      <Field
        form={form}
        name="address"
        label="Postal address"
        hint="Printed on invoices, credit notes and packing slips; up to 6 lines"
      >
        {(c) => <Textarea rows={4} autoComplete="off" {...c} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="senderName" label="Sender name" hint="Who mail comes from; empty: the address alone">
          {(c) => <Input autoComplete="off" {...c} />}
        </Field>
        <Field form={form} name="senderEmail" label="Sender address" required>
          {(c) => <Input type="email" autoComplete="off" {...c} />}
        </Field>
      </div>
      <div className="grid gap-1">
        <ImageListField
          label="Logo"
          value={logoPath ? [logoPath] : []}
          onChange={(paths) => form.setValue('logoPath', paths[0] ?? null, { shouldDirty: true })}
          max={1}
        />
        <p className="text-xs text-muted">
          Shown in the header in place of the name; without one, the name is the logo.
        </p>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={formState.isSubmitting} disabled={!formState.isDirty}>
          Save shop identity
        </SubmitButton>
      </div>
    </form>
  );
}
