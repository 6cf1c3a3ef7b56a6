import { PageHeader } from '../kit/page-header';

export function CustomerDetailPage() {
  return <PageHeader title="Customer" />;
}
