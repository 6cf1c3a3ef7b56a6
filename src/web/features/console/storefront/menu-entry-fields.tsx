import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { NavigationWrite, navigationWriteSchema } from '@shared/schemas/console-catalog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { categoriesQuery } from '../catalog/category-api';
import { SingleImageField } from './single-image-field';

/** The menu form: what it holds (ids may be typed as text) and what it sends. */
export interface MenuForm {
  values: z.input<typeof navigationWriteSchema>;
  form: UseFormReturn<MenuForm['values'], unknown, NavigationWrite>;
}

/** Where one entry of the menu lives in the form: a top-level item or one of its sub-items. */
export type MenuEntryPath = `items.${number}` | `items.${number}.subItems.${number}`;

/**
 * The fields a menu entry has at either level: its name, what it opens (a category, or a link
 * typed below), and the cover the mega menu shows beside it.
 */
export function MenuEntryFields({ form, path, label }: { form: MenuForm['form']; path: MenuEntryPath; label: string }) {
  const categories = useQuery(categoriesQuery).data?.list ?? [];
  const categoryId = useWatch({ control: form.control, name: `${path}.categoryId` });
  const rootName = (id: number | null) => categories.find((c) => c.categoryId === id)?.displayName;
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_1fr_auto]">
      <Field form={form} name={`${path}.name`} label={`${label} name`} required>
        {(c) => <Input {...c} />}
      </Field>
      <div className="grid content-start gap-3">
        <Controller
          control={form.control}
          name={`${path}.categoryId`}
          render={({ field }) => (
            <label className="grid gap-1.5 text-sm font-medium text-ink">
              {`${label} opens`}
              <Select
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              >
                <option value="">A link</option>
                {categories.map((c) => (
                  <option key={c.categoryId} value={c.categoryId}>
                    {c.parentId === null ? c.displayName : `${rootName(c.parentId)} › ${c.displayName}`}
                  </option>
                ))}
              </Select>
            </label>
          )}
        />
        {categoryId === null && (
          <Field form={form} name={`${path}.link`} label={`${label} link`} hint="/category/3 or https://…">
            {(c) => <Input {...c} />}
          </Field>
        )}
      </div>
      <Controller
        control={form.control}
        name={`${path}.coverPath`}
        render={({ field, fieldState }) => (
          <SingleImageField
            label={`${label} cover`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
