import { PageHeader } from '../kit/page-header';

export function CustomerListPage() {
  return <PageHeader title="Customers" />;
}
