import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { getProfile } from '@web/lib/profile';
import { customerKey } from '@web/lib/react-query';

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: customerKey('profile'),
    queryFn: ({ signal }) => getProfile(api, { signal }),
    // A profile belongs to one session: never keep it for whoever signs in next.
    gcTime: 0,
  });
