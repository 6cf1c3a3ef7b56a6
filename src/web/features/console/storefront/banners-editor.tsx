import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { bannersWriteSchema, type BannersWrite } from '@shared/schemas/console-catalog';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Panel } from '../kit/panel';
import { toastDone } from '../kit/toast-done';
import { ListControls } from './list-controls';
import { SaveBar } from './save-bar';
import { SingleImageField } from './single-image-field';
import { useSaveStorefrontList } from './storefront-api';

const NEW_BANNER: BannersWrite['banners'][number] = {
  coverPath: '',
  firstTitle: '',
  secondTitle: '',
  firstButtonText: '',
  firstButtonLink: '',
  secondButtonText: '',
  secondButtonLink: '',
};

/** The home page's carousel: each banner's picture, title, subtitle and up to two buttons, in order. */
export function BannersEditor({ saved }: { saved: BannersWrite }) {
  const save = useSaveStorefrontList('banners');
  const form = useForm<BannersWrite>({ resolver: zodResolver(bannersWriteSchema), defaultValues: saved });
  const banners = useFieldArray({ control: form.control, name: 'banners', keyName: 'key' });

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toastDone('Banners saved: the home page shows them now');
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Banners">
      <h2 className="font-display text-xl text-ink">Banners</h2>
      {banners.fields.length === 0 && (
        <p className="text-sm text-muted">No banners: the home page opens on its sections.</p>
      )}
      {banners.fields.map((banner, index) => {
        const n = index + 1;
        return (
          <Panel
            key={banner.key}
            title={`Banner ${n}`}
            actions={
              <ListControls
                label={`banner ${n}`}
                index={index}
                count={banners.fields.length}
                move={banners.move}
                remove={banners.remove}
              />
            }
          >
            <div className="grid gap-3 md:grid-cols-[auto_1fr_1fr]">
              <Controller
                control={form.control}
                name={`banners.${index}.coverPath`}
                render={({ field, fieldState }) => (
                  <SingleImageField
                    label={`Banner ${n} picture`}
                    value={field.value}
                    onChange={(path) => field.onChange(path ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Field form={form} name={`banners.${index}.firstTitle`} label={`Banner ${n} title`} required>
                {(c) => <Input {...c} />}
              </Field>
              <Field form={form} name={`banners.${index}.secondTitle`} label={`Banner ${n} subtitle`}>
                {(c) => <Input {...c} />}
              </Field>
              {([1, 2] as const).map((b) => {
                const key = b === 1 ? 'first' : 'second';
                return (
                  <div key={b} className="grid gap-3 sm:grid-cols-2 md:col-span-3">
                    <Field
                      form={form}
                      name={`banners.${index}.${key}ButtonText`}
                      label={`Banner ${n} button ${b}`}
                      hint="Empty: no button"
                    >
                      {(c) => <Input {...c} />}
                    </Field>
                    <Field
                      form={form}
                      name={`banners.${index}.${key}ButtonLink`}
                      label={`Banner ${n} button ${b} link`}
                      hint="/category/3 or https://…"
                    >
                      {(c) => <Input {...c} />}
                    </Field>
                  </div>
                );
              })}
            </div>
          </Panel>
        );
      })}
      <Button
        variant="outline"
        className="w-fit"
        disabled={banners.fields.length >= 10}
        onClick={() => banners.append(NEW_BANNER)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a banner
      </Button>
      <SaveBar
        dirty={form.formState.isDirty}
        pending={form.formState.isSubmitting}
        label="Save banners"
        onDiscard={() => form.reset(saved)}
      />
    </form>
  );
}
