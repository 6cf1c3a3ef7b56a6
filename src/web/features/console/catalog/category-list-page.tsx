import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { consoleCategorySchema, categoryWriteSchema } from '@shared/schemas/console-catalog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { Column } from '../kit/data-table';
import { FormDialogFooter } from '../kit/form-dialog-footer';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { toastDone } from '../kit/toast-done';
import {
  categoriesQuery,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from './category-api';

type Category = z.infer<typeof consoleCategorySchema>;
/** The dialog's fields: a new category also chooses where it goes (empty: the top level). */
const categoryFormSchema = categoryWriteSchema.extend({ parent: z.string() });
type CategoryFields = z.infer<typeof categoryFormSchema>;

/**
 * Category names and descriptions, as shoppers see them on category pages and in search, in the
 * shop's order (moved up and down among their siblings). The whole list is small (a few dozen),
 * so it is one table without paging.
 */
export function CategoryListPage() {
  const categories = useQuery(categoriesQuery);
  const list = categories.data?.list ?? [];
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const reorder = useReorderCategories();
  const nameOf = (id: number | null) => list.find((c) => c.categoryId === id)?.displayName ?? '';
  const siblingsOf = (c: Category) => list.filter((other) => other.parentId === c.parentId).map((o) => o.categoryId);
  const move = (c: Category, by: -1 | 1) => {
    const ids = siblingsOf(c);
    const from = ids.indexOf(c.categoryId);
    const to = from + by;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate({ parentId: c.parentId, categoryIds: ids });
  };

  const columns: Column<Category>[] = [
    {
      id: 'name',
      header: 'Category',
      cell: (c) =>
        c.parentId === null ? <strong>{c.displayName}</strong> : `${nameOf(c.parentId)} › ${c.displayName}`,
    },
    {
      id: 'description',
      header: 'Description',
      wide: true,
      cell: (c) => <span className="text-muted">{c.description}</span>,
    },
    { id: 'products', header: 'Products', align: 'right', cell: (c) => c.productCount },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (c) => {
        const siblings = siblingsOf(c);
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => move(c, -1)}
              disabled={reorder.isPending || siblings[0] === c.categoryId}
              aria-label={`Move ${c.displayName} up`}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => move(c, 1)}
              disabled={reorder.isPending || siblings.at(-1) === c.categoryId}
              aria-label={`Move ${c.displayName} down`}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.displayName}`}>
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={`Delete ${c.displayName}`}>
              Delete
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Categories"
        description="Names and descriptions shown on category pages; a rename is searchable at once."
        actions={<Button onClick={() => setEditing('new')}>Add category</Button>}
      />
      <ServerTable
        label="Categories"
        columns={columns}
        rowKey={(c) => c.categoryId}
        result={categories}
        empty="No categories yet."
      />
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'Add a category' : `Edit ${editing?.displayName}`}</DialogTitle>
            <DialogDescription>
              {editing === 'new'
                ? 'A top-level category or a sub-category of one; products are filed under a sub-category.'
                : 'Products in it are found by the new name as soon as it is saved.'}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <CategoryForm
              key={editing === 'new' ? 'new' : editing.categoryId}
              category={editing === 'new' ? null : editing}
              roots={list.filter((c) => c.parentId === null)}
              onSaved={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.displayName ?? ''}?`}
        description="Only a category without products, sub-categories or a menu item opening it can be deleted."
        confirmLabel="Delete category"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.categoryId);
          toastDone(`${deleting.displayName} deleted`);
        }}
      />
    </>
  );
}

function CategoryForm({ category, roots, onSaved }: { category: Category | null; roots: Category[]; onSaved(): void }) {
  const update = useUpdateCategory();
  const create = useCreateCategory();
  const form = useForm<CategoryFields>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { displayName: category?.displayName ?? '', description: category?.description ?? '', parent: '' },
  });
  const submit = form.handleSubmit(async ({ parent, ...fields }) => {
    try {
      if (category) await update.mutateAsync({ categoryId: category.categoryId, fields });
      else await create.mutateAsync({ ...fields, parentId: parent === '' ? null : Number(parent) });
      toastDone(`${fields.displayName} saved`);
      onSaved();
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field form={form} name="displayName" label="Name" required>
        {(c) => <Input {...c} />}
      </Field>
      <Field form={form} name="description" label="Description">
        {(c) => <Textarea rows={3} {...c} />}
      </Field>
      {category === null && (
        <Field form={form} name="parent" label="Inside">
          {(c) => (
            <Select {...c}>
              <option value="">Top level</option>
              {roots.map((root) => (
                <option key={root.categoryId} value={String(root.categoryId)}>
                  {root.displayName}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <FormDialogFooter pending={form.formState.isSubmitting} label="Save category" />
    </form>
  );
}
