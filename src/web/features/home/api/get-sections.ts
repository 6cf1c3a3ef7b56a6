import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Section } from '@shared/schemas/home';
import { api } from '@web/lib/api-client';

export function getSections(): Promise<{ list: Section[] }> {
  return api.get('/home/section');
}

export const getSectionsQueryOptions = () => queryOptions({ queryKey: ['home', 'sections'], queryFn: getSections });

export function useSections() {
  return useQuery(getSectionsQueryOptions());
}
