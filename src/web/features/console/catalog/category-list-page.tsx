import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { consoleCategorySchema, categoryWriteSchema } from '@shared/schemas/console-catalog';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import type { Column } from '../kit/data-table';
import { PageHeader } from '../kit/page-header';
import { ServerTable } from '../kit/server-table';
import { toastDone } from '../kit/toast-done';
import { categoriesQuery, useUpdateCategory } from './category-api';

type Category = z.infer<typeof consoleCategorySchema>;
type CategoryFields = z.infer<typeof categoryWriteSchema>;

/**
 * Category names and descriptions, as shoppers see them on category pages and in search. The
 * whole list is small (a few dozen), so it is one table without paging.
 */
export function CategoryListPage() {
  const categories = useQuery(categoriesQuery);
  const { data } = categories;
  const [editing, setEditing] = useState<Category | null>(null);
  const nameOf = (id: number | null) => data?.list.find((c) => c.categoryId === id)?.displayName ?? '';

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
      cell: (c) => (
        <Button variant="ghost" size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.displayName}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Categories"
        description="Names and descriptions shown on category pages; a rename is searchable at once."
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
            <DialogTitle>Edit {editing?.displayName}</DialogTitle>
            <DialogDescription>Products in it are found by the new name as soon as it is saved.</DialogDescription>
          </DialogHeader>
          {editing && <CategoryForm key={editing.categoryId} category={editing} onSaved={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function CategoryForm({ category, onSaved }: { category: Category; onSaved(): void }) {
  const save = useUpdateCategory();
  const form = useForm<CategoryFields>({
    resolver: zodResolver(categoryWriteSchema),
    defaultValues: { displayName: category.displayName, description: category.description },
  });
  const submit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ categoryId: category.categoryId, fields });
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={form.formState.isSubmitting}>Save category</SubmitButton>
      </DialogFooter>
    </form>
  );
}
