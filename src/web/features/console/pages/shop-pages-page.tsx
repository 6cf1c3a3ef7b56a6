import { NavLink, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from '@shared/constants';
import { shopPageWriteSchema, type ShopPage, type ShopPageWrite } from '@shared/schemas/shop-page';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { LoadError } from '@web/components/load-error';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/cn';
import { consolePaths } from '../console-paths';
import { PageHeader } from '../kit/page-header';
import { toastDone } from '../kit/toast-done';
import { RichTextEditor } from '../kit/rich-text/rich-text-editor';
import { SaveBar } from '../storefront/save-bar';
import { shopPagesQuery, useSaveShopPage } from './shop-pages-api';

const TITLE = 'Shop pages';
const DESCRIPTION = 'The shipping, returns, privacy and contact pages the shop links in its footer.';
const LABELS: Record<ShopPageSlug, string> = {
  shipping: 'Shipping',
  returns: 'Returns',
  privacy: 'Privacy',
  contact: 'Contact',
};

const isSlug = (slug: string | undefined): slug is ShopPageSlug =>
  (SHOP_PAGE_SLUGS as readonly (string | undefined)[]).includes(slug);

/** `/admin/pages/{slug}`: one of the shop's pages, its title and text. */
export function ShopPagesPage() {
  const { slug } = useParams();
  const pages = useQuery(shopPagesQuery);
  if (!isSlug(slug)) return <Navigate to={consolePaths.section('pages/shipping')} replace />;
  if (pages.isError) return <LoadError message="We couldn't load the pages." onRetry={() => void pages.refetch()} />;
  const page = pages.data?.list.find((p) => p.slug === slug);
  return (
    <div className="grid gap-4">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <nav aria-label="Shop pages" className="flex flex-wrap gap-2">
        {SHOP_PAGE_SLUGS.map((s) => (
          <NavLink
            key={s}
            to={consolePaths.section(`pages/${s}`)}
            className={({ isActive }) =>
              cn(
                'rounded-full border border-line px-3 py-1.5 text-sm',
                isActive ? 'border-ink bg-ink text-white' : 'bg-white text-ink hover:bg-surface',
              )
            }
          >
            {LABELS[s]}
          </NavLink>
        ))}
      </nav>
      {page && <ShopPageForm key={`${page.slug}:${page.updatedAt}`} page={page} />}
    </div>
  );
}

function ShopPageForm({ page }: { page: ShopPage }) {
  const save = useSaveShopPage();
  const saved = { title: page.title, bodyHtml: page.bodyHtml };
  const form = useForm<ShopPageWrite>({ resolver: zodResolver(shopPageWriteSchema), defaultValues: saved });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ slug: page.slug, body });
      toastDone(`${LABELS[page.slug]} page saved: the shop shows it now`);
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <p className="text-sm text-muted">
        Shown at{' '}
        <a className="text-accent underline" href={paths.shopPage(page.slug)} target="_blank" rel="noreferrer">
          {paths.shopPage(page.slug)}
        </a>
      </p>
      <Field form={form} name="title" label="Title" required>
        {(c) => <Input {...c} />}
      </Field>
      <Controller
        control={form.control}
        name="bodyHtml"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Text"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="Headings, lists, bold, italic and links; pasted text comes in as plain text"
          />
        )}
      />
      <SaveBar
        dirty={form.formState.isDirty}
        pending={form.formState.isSubmitting}
        label="Save page"
        onDiscard={() => form.reset(saved)}
      />
    </form>
  );
}
