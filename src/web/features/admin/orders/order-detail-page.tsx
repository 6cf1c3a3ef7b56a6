import { PageHeader } from '../kit/page-header';

export function OrderDetailPage() {
  return <PageHeader title="Order" />;
}
