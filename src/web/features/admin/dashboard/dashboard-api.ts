import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/schemas/admin-dashboard';
import { api } from '@web/lib/api-client';
import { adminKey } from '../kit/admin-query';

export function useDashboard() {
  return useQuery({
    queryKey: adminKey('dashboard'),
    queryFn: ({ signal }) => api.get<Dashboard>('/admin/dashboard', { signal }),
  });
}
