import type { AxiosRequestConfig } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';

export function getProfile(config?: AxiosRequestConfig): Promise<Profile> {
  return api.get('/user/profile', config);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    // A profile belongs to one session: never keep it for whoever signs in next.
    gcTime: 0,
  });
