import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { navigationWriteSchema, type NavigationWrite } from '@shared/schemas/console-catalog';
import { Button } from '@web/components/ui/button';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '../kit/page-header';
import { Panel } from '../kit/panel';
import { toastDone } from '../kit/toast-done';
import { ListControls } from './list-controls';
import { MenuEntryFields, type MenuForm } from './menu-entry-fields';
import { SaveBar } from './save-bar';
import { storefrontListQuery, useSaveStorefrontList } from './storefront-api';

const NEW_ENTRY = { name: '', categoryId: null, link: '', coverPath: null };
const TITLE = 'Menu';
const DESCRIPTION = "The shop header's menu, in order: each item opens a category or a link, with its sub-items.";

/** `/admin/navigation`: the storefront's menu, edited and saved whole. */
export function NavigationPage() {
  const menu = useQuery(storefrontListQuery('navigation'));
  if (menu.isError) return <LoadError message="We couldn't load the menu." onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <PageHeader title={TITLE} description={DESCRIPTION} />;
  return <NavigationForm saved={menu.data} />;
}

function NavigationForm({ saved }: { saved: NavigationWrite }) {
  const save = useSaveStorefrontList('navigation');
  const form = useForm<MenuForm['values'], unknown, NavigationWrite>({
    resolver: zodResolver(navigationWriteSchema),
    defaultValues: saved,
  });
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      form.reset(result);
      toastDone('Menu saved: the shop shows it now');
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 pb-24">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {items.fields.length === 0 && <p className="text-sm text-muted">The menu is empty: the header shows no links.</p>}
      {items.fields.map((item, index) => (
        <Panel
          key={item.key}
          title={`Menu item ${index + 1}`}
          actions={
            <ListControls
              label={`menu item ${index + 1}`}
              index={index}
              count={items.fields.length}
              move={items.move}
              remove={items.remove}
            />
          }
        >
          <div className="grid gap-4">
            <MenuEntryFields form={form} path={`items.${index}`} label={`Item ${index + 1}`} />
            <SubItems form={form} itemIndex={index} />
          </div>
        </Panel>
      ))}
      <Button
        variant="outline"
        className="w-fit"
        disabled={items.fields.length >= 12}
        onClick={() => items.append({ ...NEW_ENTRY, subItems: [] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a menu item
      </Button>
      {form.formState.errors.items?.root?.message && (
        <p className="text-xs font-medium text-red-700">{form.formState.errors.items.root.message}</p>
      )}
      <SaveBar
        dirty={form.formState.isDirty}
        pending={form.formState.isSubmitting}
        label="Save menu"
        onDiscard={() => form.reset(saved)}
      />
    </form>
  );
}

function SubItems({ form, itemIndex }: { form: MenuForm['form']; itemIndex: number }) {
  const subItems = useFieldArray({ control: form.control, name: `items.${itemIndex}.subItems`, keyName: 'key' });
  const n = itemIndex + 1;
  return (
    <fieldset className="grid gap-3 border-l-2 border-line pl-3 md:pl-5">
      <legend className="mb-1 text-sm font-medium text-ink">Sub-items of item {n}</legend>
      {subItems.fields.map((sub, index) => (
        <div key={sub.key} className="grid gap-2 rounded-lg border border-line bg-white/70 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium text-muted">
              Sub-item {n}.{index + 1}
            </span>
            <ListControls
              label={`sub-item ${n}.${index + 1}`}
              index={index}
              count={subItems.fields.length}
              move={subItems.move}
              remove={subItems.remove}
            />
          </div>
          <MenuEntryFields
            form={form}
            path={`items.${itemIndex}.subItems.${index}`}
            label={`Sub-item ${n}.${index + 1}`}
          />
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={subItems.fields.length >= 30}
        onClick={() => subItems.append(NEW_ENTRY)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a sub-item to item {n}
      </Button>
    </fieldset>
  );
}
