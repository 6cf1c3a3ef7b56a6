import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '../kit/page-header';
import { BannersEditor } from './banners-editor';
import { SectionsEditor } from './sections-editor';
import { storefrontListQuery } from './storefront-api';

/** `/admin/home`: the home page's banners and its sections, each list saved on its own. */
export function HomePage() {
  const banners = useQuery(storefrontListQuery('banners'));
  const sections = useQuery(storefrontListQuery('sections'));
  const failed = banners.isError || sections.isError;
  return (
    <div className="grid gap-8 pb-24">
      <PageHeader
        title="Home page"
        description="The carousel of banners at the top of the home page, then its sections, in order. Each list is saved on its own."
      />
      {failed && (
        <LoadError
          message="We couldn't load the home page."
          onRetry={() => void Promise.all([banners.refetch(), sections.refetch()])}
        />
      )}
      {banners.data && <BannersEditor saved={banners.data} />}
      {sections.data && <SectionsEditor saved={sections.data} />}
    </div>
  );
}
