import { Link } from 'react-router';
import { SearchXIcon } from '@web/components/icons/search-x-icon';
import { buttonVariants } from '@web/components/ui/button';
import { BrowseCategories } from './browse-categories';
import { EmptyState } from './empty-state';
import { paths } from '@web/lib/paths';

/** A friendly dead end for an unknown category or product, with ways back into the shop. */
export function CatalogNotFound({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState icon={<SearchXIcon />} title={title} headingLevel={1} className="min-h-[50vh] justify-center">
      <p>{message}</p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'default', size: 'lg' })}>
        Back to home
      </Link>
      <BrowseCategories />
    </EmptyState>
  );
}
