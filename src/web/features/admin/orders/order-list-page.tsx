import { PageHeader } from '../kit/page-header';

export function OrderListPage() {
  return <PageHeader title="Orders" />;
}
