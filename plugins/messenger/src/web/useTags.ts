import { useCallback } from 'react';
import { useHost } from '@chatmill/sdk/web';
import { useLoaded, type Loaded } from './useLoaded.ts';

export interface TagOption {
  id: number;
  groupName: string;
}

/** The account's tags (the catalogue flows and Contacts share), for the tag filter and the bulk tag action. */
export function useTags(): Loaded<TagOption[]> {
  const host = useHost();
  const load = useCallback(() => host.request<TagOption[]>('GET', '/api/audience/tags'), [host]);
  return useLoaded(load);
}
