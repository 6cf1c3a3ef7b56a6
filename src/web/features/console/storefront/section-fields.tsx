import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import type { SectionsWrite, SectionWrite, sectionsWriteSchema } from '@shared/schemas/console-catalog';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ListControls } from './list-controls';
import { ProductPicker } from './product-picker';
import { SingleImageField } from './single-image-field';

/** The sections form: what it holds (ids may be typed as text) and what it sends. */
export type SectionsValues = z.input<typeof sectionsWriteSchema>;
export type SectionsForm = UseFormReturn<SectionsValues, unknown, SectionsWrite>;
type Form = SectionsForm;
type Props = { form: Form; index: number; label: string };

/** The fields of one home section, by its type (what the storefront's sections.tsx shows of each). */
export function SectionFields({ form, index, label, type }: Props & { type: SectionWrite['sectionType'] }) {
  switch (type) {
    case 'header':
      return (
        <div className="grid gap-3 md:grid-cols-2">
          <Field form={form} name={`sections.${index}.primaryText`} label={`${label} heading`} required>
            {(c) => <Input {...c} />}
          </Field>
          <Field form={form} name={`sections.${index}.secondaryText`} label={`${label} text`}>
            {(c) => <Input {...c} />}
          </Field>
        </div>
      );
    case 'image':
      return (
        <Controller
          control={form.control}
          name={`sections.${index}.imagePath`}
          render={({ field, fieldState }) => (
            <SingleImageField
              label={`${label} picture`}
              value={field.value}
              onChange={(path) => field.onChange(path ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      );
    case 'features':
    case 'testimonial':
      return <CardList form={form} index={index} label={label} type={type} />;
    case 'collection':
      return (
        <div className="grid grid-cols-1 gap-3">
          <Field form={form} name={`sections.${index}.displayName`} label={`${label} collection name`} required>
            {(c) => <Input {...c} />}
          </Field>
          <SectionProducts form={form} index={index} label={label} />
        </div>
      );
    case 'inventories':
      return <SectionProducts form={form} index={index} label={label} />;
  }
}

function SectionProducts({ form, index, label }: Props) {
  return (
    <Controller
      control={form.control}
      name={`sections.${index}.inventoryIds`}
      render={({ field, fieldState }) => (
        <ProductPicker
          label={label}
          value={(field.value ?? []).map(Number)}
          onChange={field.onChange}
          error={fieldState.error?.message ?? fieldState.error?.root?.message ?? firstItemError(fieldState.error)}
        />
      )}
    />
  );
}

/** An id that is not a number is reported on its own element of the array. */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const first = Object.values(error as Record<string, { message?: string }>).find((e) => e?.message);
  return first ? `Product ids ${first.message}` : undefined;
}

/** The cards of a features or testimonial section: a picture and two texts each. */
function CardList({ form, index, label, type }: Props & { type: 'features' | 'testimonial' }) {
  const cards = useFieldArray({
    control: form.control,
    name: `sections.${index}.list` as 'sections.0.list',
    keyName: 'key',
  });
  const feature = type === 'features';
  const noun = feature ? 'feature' : 'testimonial';
  const listError = (
    form.formState.errors.sections?.[index] as { list?: { root?: { message?: string }; message?: string } } | undefined
  )?.list;
  return (
    <div className="grid gap-3">
      {cards.fields.map((card, i) => {
        const name = `${label} ${noun} ${i + 1}`;
        const base = `sections.${index}.list.${i}` as const;
        return (
          <div
            key={card.key}
            className="grid gap-3 rounded-lg border border-line bg-white/70 p-3 md:grid-cols-[auto_1fr_2fr_auto]"
          >
            <Controller
              control={form.control}
              name={`${base}.${feature ? 'iconPath' : 'photoPath'}` as 'sections.0.list.0.iconPath'}
              render={({ field, fieldState }) => (
                <SingleImageField
                  label={`${name} ${feature ? 'icon' : 'photo'}`}
                  value={field.value}
                  onChange={(path) => field.onChange(path ?? '')}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Field
              form={form}
              name={`${base}.${feature ? 'title' : 'userName'}` as 'sections.0.list.0.title'}
              label={`${name} ${feature ? 'title' : 'name'}`}
              required
            >
              {(c) => <Input {...c} />}
            </Field>
            <Field
              form={form}
              name={`${base}.content`}
              label={`${name} ${feature ? 'text' : 'quote'}`}
              required={!feature}
            >
              {(c) => <Textarea rows={2} {...c} />}
            </Field>
            <ListControls label={name} index={i} count={cards.fields.length} move={cards.move} remove={cards.remove} />
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={cards.fields.length >= 8}
        onClick={() =>
          cards.append(
            (feature
              ? { iconPath: '', title: '', content: '' }
              : { photoPath: '', userName: '', content: '' }) as never,
          )
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a {noun} to {label.toLowerCase()}
      </Button>
      {(listError?.root?.message ?? listError?.message) && (
        <p className="text-xs font-medium text-red-700">{listError?.root?.message ?? listError?.message}</p>
      )}
    </div>
  );
}
