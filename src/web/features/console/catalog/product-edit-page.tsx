import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import {
  productCreateSchema,
  productWriteSchema,
  type ConsoleProduct,
  type ProductCreate,
} from '@shared/schemas/console-catalog';
import { addonTypes } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { LoadError } from '@web/components/load-error';
import { ApiError } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { consolePaths } from '../console-paths';
import { ErrorSummary, errorMessages, focusFirstProblem } from '../kit/error-summary';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { RichTextEditor } from '../kit/rich-text/rich-text-editor';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';
import { taxClasses, TAX_CLASS_LABELS } from '@shared/schemas/shipping';
import { ImageListField } from './image-list-field';
import { MoneyField, MoneyInput } from './money-input';
import { categoriesQuery } from './category-api';
import { badgesQuery, productQuery, useCreateProduct, useSaveProduct } from './product-api';
import { StockDialog } from './stock-dialog';
import { IfCan } from '../kit/scopes';
import type { AdminVariant } from '@shared/schemas/variant';
import { useConsoleVariants } from './variant-api';
import { OptionFields } from './option-fields';
import { CombinationsTable } from './combinations-table';
import {
  comboBody,
  comboProblems,
  comboRows,
  combosChanged,
  countsChanged,
  retiring as retiringOf,
  withOptions,
  type ComboEdit,
} from './combinations';

type Values = ProductCreate;

const EMPTY: Values = {
  name: '',
  subCategoryId: 0,
  price: Number.NaN,
  originalPrice: null,
  badgeIds: [],
  features: [],
  descriptionHtml: '',
  gallery: [],
  detailGallery: [],
  addons: [],
  requires: { size: false, color: false, accessory: false, ship: false },
  deliveryDays: 5,
  isActive: true,
  stock: 0,
  weightGrams: null,
  taxClass: 'standard',
};

/** The form's labels by field path, so a summary line reads "Name must not be empty". */
const LABELS: Record<string, string> = {
  name: 'Name',
  subCategoryId: 'Category',
  deliveryDays: 'Delivery days',
  weightGrams: 'Weight (grams)',
  taxClass: 'Tax class',
  price: 'Price',
  originalPrice: 'Original price',
  stock: 'Stock',
  descriptionHtml: 'Description',
  features: 'Features',
  badgeIds: 'Badges',
  gallery: 'Gallery',
  detailGallery: 'Detail images',
  addons: 'Add-ons',
};
const labelOf = (path: string) => {
  const addon = /^addons\.(\d+)\.(\w+)$/.exec(path);
  if (addon) return `Add-on ${Number(addon[1]) + 1} ${addon[2] === 'plusPrice' ? 'price' : addon[2]}`;
  return LABELS[path.split('.')[0] ?? ''] ?? '';
};

function valuesOf(product: ConsoleProduct): Values {
  const { productId: _id, updatedAt: _at, ...rest } = product;
  return rest;
}

/** `/admin/products/new` and `/admin/products/:productId`: one form, validated by the API's own schema. */
export function ProductEditPage() {
  const { productId: param } = useParams();
  const productId = param === 'new' ? null : Number(param);
  const product = useQuery({ ...productQuery(productId ?? 0), enabled: productId !== null });
  const categories = useQuery(categoriesQuery);
  const variants = useConsoleVariants(productId);
  if (productId !== null && (product.isError || variants.isError))
    return (
      <LoadError
        message="We couldn't load this product."
        onRetry={() => void Promise.all([product.refetch(), variants.refetch()])}
      />
    );
  // The category select is a native one: its options must exist when the form sets its value.
  if ((productId !== null && (!product.data || !variants.data)) || !categories.data)
    return <PageHeader title="Product" />;
  return (
    <ProductForm
      key={product.data?.updatedAt ?? 'new'}
      productId={productId}
      product={product.data}
      variants={productId === null ? NO_VARIANTS : (variants.data?.list ?? NO_VARIANTS)}
      defaultValues={product.data ? valuesOf(product.data) : EMPTY}
    />
  );
}

const NO_VARIANTS: AdminVariant[] = [];

interface ProductFormProps {
  productId: number | null;
  product: ConsoleProduct | undefined;
  /** The product's saved combinations (none for a new product). */
  variants: readonly AdminVariant[];
  defaultValues: Values;
}

function ProductForm({ productId, product, variants, defaultValues }: ProductFormProps) {
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery).data?.list ?? [];
  const badges = useQuery(badgesQuery).data?.list ?? [];
  const save = useSaveProduct();
  const create = useCreateProduct();
  const [adjusting, setAdjusting] = useState(false);
  // What the server refused on the last save, shown with the form's own errors at the top.
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({
    // Editing sends no stock (it changes by adjustment, with a reason); a new product starts with one.
    resolver: zodResolver(productId === null ? productCreateSchema : productWriteSchema) as never,
    defaultValues,
    // The first wrong field is focused by focusFirstProblem, which also reaches the custom fields.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, formState } = form;
  const addons = useFieldArray({ control, name: 'addons', keyName: 'key' });
  const errors = formState.errors as FieldErrors<Values>;

  // The combinations follow the colours and sizes as they are typed; what is typed in their rows
  // is kept by combination (colour and size), so it survives the table changing around it.
  const watchedAddons = useWatch({ control, name: 'addons' });
  const [edits, setEdits] = useState<Record<string, ComboEdit>>({});
  const [stockReason, setStockReason] = useState('');
  // The SKU the server said another product holds, shown at its cell until it is changed.
  const [takenSku, setTakenSku] = useState<string | null>(null);
  const rows = comboRows(watchedAddons ?? [], variants);
  const retiring = retiringOf(rows, variants);
  // A product counted as a whole that gains its first combinations has its units shared out over
  // them by the save, unless counts are typed; otherwise a new combination starts at 0.
  const newStock = productId !== null && variants.length === 0 && (product?.stock ?? 0) > 0 ? '' : '0';
  const editCombo = (key: string, change: ComboEdit) =>
    setEdits((all) => ({ ...all, [key]: { ...all[key], ...change } }));
  const needsReason = productId !== null && countsChanged(rows, edits) && stockReason.trim() === '';
  const markSaved = useUnsavedChangesGuard(
    formState.isDirty || combosChanged(rows, edits, newStock) || stockReason.trim() !== '',
  );

  const [failedSaves, setFailedSaves] = useState(0);
  const tableProblems = comboProblems(rows, edits, newStock, takenSku);
  const problems = [
    ...new Set([
      ...errorMessages(errors, labelOf),
      // The table's own problems show at their cells as they are typed; the summary lists them once a save failed.
      ...(failedSaves > 0 ? tableProblems.map((p) => p.message) : []),
      ...(failedSaves > 0 && needsReason ? ['Reason for stock changes must not be empty'] : []),
      ...(refusal ? [refusal] : []),
    ]),
  ];
  // Counts failed saves: each one, once the summary and the fields' messages are on the page
  // (react-hook-form may render its errors a moment after the failure), brings the first problem
  // into view and focus, once.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (failedSaves === focusedFor.current || problems.length === 0) return;
    focusedFor.current = failedSaves;
    focusFirstProblem(formRef.current, summaryRef.current);
  }, [failedSaves, problems.length]);
  const showProblems = () => setFailedSaves((n) => n + 1);

  const submit = handleSubmit(
    async (values) => {
      setRefusal(null);
      if (tableProblems.length > 0 || needsReason) {
        showProblems();
        return;
      }
      // The combinations, their SKUs, counts and pictures go with the product: one save, all or nothing.
      const combinations = rows.length > 0 ? comboBody(rows, edits, newStock) : undefined;
      const reason = stockReason.trim() === '' ? undefined : stockReason.trim();
      const done = () => {
        // Saved: nothing is unsaved any more, even before the product is read again (and if the
        // answer keeps the same updatedAt, so the form is not started anew).
        form.reset(form.getValues());
        setEdits({});
        setStockReason('');
        markSaved();
      };
      try {
        if (productId === null) {
          // Counted per combination: the product's own first count is theirs.
          const body = { ...values, stock: combinations ? 0 : values.stock, combinations };
          const created = await create.mutateAsync(body);
          toastDone('Product added');
          done(); // leaving for its page asks nothing
          void navigate(consolePaths.section(`products/${created.productId}`), { replace: true });
        } else {
          const { stock: _stock, ...rest } = values;
          await save.mutateAsync({ productId, body: { ...rest, combinations, stockReason: reason } });
          done();
          toastDone('Product saved: the shop shows it now');
        }
      } catch (error) {
        // The API client has shown the server's reason too; the form keeps what was typed. A SKU
        // another product holds is marked at its cell.
        const clash =
          error instanceof ApiError && error.status === 409 ? /SKU (\S+) is already used/.exec(error.message) : null;
        if (clash?.[1]) setTakenSku(clash[1]);
        setRefusal(error instanceof ApiError ? error.message : 'The product could not be saved.');
        showProblems();
      }
    },
    () => {
      setRefusal(null);
      showProblems();
    },
  );

  const watchedGallery = useWatch({ control, name: 'gallery' });
  const subCategories = categories.filter((c) => c.parentId !== null);
  const rootName = (id: number | null) => categories.find((c) => c.categoryId === id)?.displayName ?? '';

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid grid-cols-1 gap-6 pb-24">
      <PageHeader
        title={productId === null ? 'New product' : (product?.name ?? 'Product')}
        back={{ to: consolePaths.section('products'), label: 'Products' }}
        actions={
          productId !== null && (
            <a
              href={paths.product(productId)}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-muted underline"
            >
              View in shop
            </a>
          )
        }
      />

      <ErrorSummary
        ref={summaryRef}
        title={`The product was not saved: ${problems.length === 1 ? 'one thing needs' : `${problems.length} things need`} your attention`}
        problems={problems}
      />

      <Section title="Basics">
        <Field form={form} name="name" label="Name" required className="md:col-span-2">
          {(c) => <Input {...c} />}
        </Field>
        <Field form={form} name="subCategoryId" label="Category" required rules={{ valueAsNumber: true }}>
          {(c) => (
            <Select {...c}>
              <option value={0}>Choose a category</option>
              {subCategories.map((s) => (
                <option key={s.categoryId} value={s.categoryId}>
                  {rootName(s.parentId)} › {s.displayName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field form={form} name="deliveryDays" label="Delivery days" rules={{ valueAsNumber: true }}>
          {(c) => <Input type="number" min={0} max={365} {...c} />}
        </Field>
        <MoneyField control={control} name="price" label="Price" required />
        <MoneyField
          control={control}
          name="originalPrice"
          label="Original price"
          hint="Shown struck through; leave empty for none"
          optional
        />
        {productId === null && rows.length > 0 ? (
          <p className="self-end pb-2 text-sm text-muted">Stock: counted per combination, below</p>
        ) : productId === null ? (
          <Field form={form} name="stock" label="Stock" rules={{ valueAsNumber: true }}>
            {(c) => <Input type="number" min={0} {...c} />}
          </Field>
        ) : (
          <div className="grid content-start gap-1.5">
            <span className="text-sm font-medium text-ink">Stock</span>
            <div className="flex items-center gap-3">
              <span className="text-lg tabular-nums" data-testid="product-stock">
                {product?.stock}
              </span>
              <IfCan scope="stock:write">
                <Button variant="outline" size="sm" onClick={() => setAdjusting(true)}>
                  Adjust stock
                </Button>
              </IfCan>
            </div>
          </div>
        )}
        <Field
          form={form}
          name="weightGrams"
          label="Weight (grams)"
          hint="Packed, for weight-priced delivery; empty: not weighed"
          rules={{ setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) }}
        >
          {(c) => <Input type="number" inputMode="numeric" min={0} {...c} />}
        </Field>
        <Field form={form} name="taxClass" label="Tax class" hint="Which of a place's tax rates applies">
          {(c) => (
            <Select {...c}>
              {taxClasses.map((taxClass) => (
                <option key={taxClass} value={taxClass}>
                  {TAX_CLASS_LABELS[taxClass]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-ink" {...register('isActive')} />
          On sale (unticked: withdrawn from the shop)
        </label>
      </Section>

      <Section title="Description">
        <Controller
          control={control}
          name="descriptionHtml"
          render={({ field, fieldState }) => (
            <div className="min-w-0 md:col-span-2">
              <RichTextEditor
                label="Description"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                hint="Headings, lists, bold, italic and links; pasted text comes in as plain text"
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="features"
          render={({ field, fieldState }) => (
            <label className="grid gap-1.5 text-sm font-medium text-ink md:col-span-2">
              Features (one a line)
              <Textarea
                rows={3}
                value={(field.value ?? []).join('\n')}
                onChange={(event) =>
                  field.onChange(event.target.value.split('\n').filter((line) => line.trim() !== ''))
                }
                aria-invalid={fieldState.error ? true : undefined}
              />
              {fieldState.error && <span className="text-xs text-red-700">{fieldState.error.message}</span>}
            </label>
          )}
        />
        <Controller
          control={control}
          name="badgeIds"
          render={({ field }) => (
            <fieldset className="flex flex-wrap gap-3 md:col-span-2">
              <legend className="mb-1.5 text-sm font-medium text-ink">Badges</legend>
              {badges.map((b) => (
                <label key={b.badgeId} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-ink"
                    checked={(field.value ?? []).includes(b.badgeId)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...(field.value ?? []), b.badgeId]
                          : (field.value ?? []).filter((id) => id !== b.badgeId),
                      )
                    }
                  />
                  <span
                    className="rounded-full px-2 py-0.5 text-xs"
                    style={{ background: b.bgColor, color: b.textColor }}
                  >
                    {b.text}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        />
      </Section>

      <Section title="Images">
        {(['gallery', 'detailGallery'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ImageListField
                label={name === 'gallery' ? 'Gallery (the first is the cover)' : 'Detail images'}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
                max={12}
              />
            )}
          />
        ))}
      </Section>

      <Section title="Options (colour and size)">
        <OptionFields
          addons={watchedAddons ?? []}
          onChange={(type, names) => addons.replace(withOptions(form.getValues('addons') ?? [], type, names))}
        />
        <CombinationsTable
          rows={rows}
          edits={edits}
          onEdit={editCombo}
          newStock={newStock}
          problems={tableProblems}
          gallery={watchedGallery ?? []}
          retiring={retiring}
        />
        {productId !== null && countsChanged(rows, edits) && (
          <label className="grid gap-1.5 text-sm font-medium text-ink md:col-span-2">
            Reason for stock changes
            <Input
              maxLength={200}
              value={stockReason}
              placeholder="Recount, delivery…"
              aria-invalid={failedSaves > 0 && needsReason ? true : undefined}
              aria-describedby="stock-reason-hint"
              onChange={(event) => setStockReason(event.target.value)}
            />
            <span id="stock-reason-hint" className="text-xs font-normal text-muted">
              Each changed count is kept as a stock movement with this reason
            </span>
          </label>
        )}
      </Section>

      <Section title="Add-ons and their prices">
        <fieldset className="grid grid-cols-2 gap-2 md:col-span-2 md:grid-cols-4">
          <legend className="mb-1.5 text-sm font-medium text-ink">The shopper must choose a…</legend>
          {addonTypes.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm capitalize">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                {...register(`requires.${type}`, { deps: ['addons'] })}
              />
              {type}
            </label>
          ))}
          {addonTypes.map((type) =>
            errors.requires?.[type] ? (
              <p key={type} className="col-span-full text-xs font-medium text-red-700">
                {errors.requires[type]?.message}
              </p>
            ) : null,
          )}
        </fieldset>
        <div className="grid gap-2 md:col-span-2">
          {addons.fields.map((row, index) => (
            // On a phone an add-on takes two lines (type and name; price and remove), so the name
            // keeps the width to be typed in; from 640 px, one line.
            <div
              key={row.key}
              className="grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-2 border-b border-line pb-2 last-of-type:border-0 sm:grid-cols-[7rem_minmax(0,1fr)_8rem_auto] sm:border-0 sm:pb-0"
            >
              <Select aria-label={`Add-on ${index + 1} type`} {...register(`addons.${index}.addonType`)}>
                {addonTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
              <Field
                form={form}
                name={`addons.${index}.name`}
                label={`Add-on ${index + 1} name`}
                className="[&>label]:sr-only"
              >
                {(c) => <Input className="h-10" placeholder="Name" {...c} />}
              </Field>
              <Controller
                control={control}
                name={`addons.${index}.plusPrice`}
                render={({ field, fieldState }) => (
                  <div className="grid gap-1">
                    <MoneyInput
                      className="h-10"
                      aria-label={`Add-on ${index + 1} price`}
                      value={field.value ?? null}
                      onChange={(cents) => field.onChange(cents ?? Number.NaN)}
                    />
                    {fieldState.error && <span className="text-xs text-red-700">{fieldState.error.message}</span>}
                  </div>
                )}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove add-on ${index + 1}`}
                className="justify-self-end sm:justify-self-auto"
                onClick={() => addons.remove(index)}
              >
                <Trash2 />
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => addons.append({ addonType: 'size', name: '', plusPrice: 0 })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add an add-on
          </Button>
          {errors.addons?.root?.message && <p className="text-xs text-red-700">{errors.addons.root.message}</p>}
        </div>
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur">
        <SubmitButton pending={formState.isSubmitting}>
          {productId === null ? 'Add product' : 'Save product'}
        </SubmitButton>
      </div>

      {product && (
        <StockDialog
          open={adjusting}
          onOpenChange={setAdjusting}
          products={[{ ...product, coverPath: product.gallery[0] ?? '', categoryName: '', createdAt: '' }]}
          onDone={() => {}}
        />
      )}
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-white/60 p-4 md:grid-cols-2 md:p-5">
      <h2 className="font-display text-lg text-ink md:col-span-2">{title}</h2>
      {children}
    </section>
  );
}
