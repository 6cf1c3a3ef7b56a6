import { PageHeader } from '../kit/page-header';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
