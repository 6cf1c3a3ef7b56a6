import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSections as getSectionsEndpoint } from '@shared/contract/home';
import { api } from '@web/lib/api-client';

export function getSections() {
  return api.call(getSectionsEndpoint, {});
}

export const getSectionsQueryOptions = () => queryOptions({ queryKey: ['home', 'sections'], queryFn: getSections });

export function useSections() {
  return useQuery(getSectionsQueryOptions());
}
