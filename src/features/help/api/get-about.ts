import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type About = components['schemas']['About'];

/** This installation's version and support address (SUPPORT_EMAIL, else the administrator's). */
export function getAbout({ signal }: { signal?: AbortSignal } = {}): Promise<About> {
  return unwrap(client.GET('/api/about/', { signal }));
}

export function getAboutQueryOptions() {
  return queryOptions({
    queryKey: ['about'],
    queryFn: ({ signal }) => getAbout({ signal }),
    staleTime: Infinity,
  });
}

/** The support address, null when the installation has none, undefined while unknown. */
export function useSupportEmail(): string | null | undefined {
  return useQuery(getAboutQueryOptions()).data?.support_email;
}
