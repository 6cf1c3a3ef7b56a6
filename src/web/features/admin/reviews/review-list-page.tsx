import { PageHeader } from '../kit/page-header';

export function ReviewListPage() {
  return <PageHeader title="Reviews" />;
}
