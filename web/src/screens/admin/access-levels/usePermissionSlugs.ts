import { useEffect, useState } from 'react';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { accessLevelPaths, type PermissionSlug } from './accessLevelTypes';

/** The slugs a level can grant, for the matrix; loaded once per visit of the screen. */
export function usePermissionSlugs(fallbackError: string): { slugs: PermissionSlug[] | null; error: string | null } {
  const host = useHost();
  const [slugs, setSlugs] = useState<PermissionSlug[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    host.request<{ items: PermissionSlug[] }>('GET', accessLevelPaths.slugs).then(
      (result) => {
        if (live) setSlugs(result.items);
      },
      (failure: unknown) => {
        if (live) setError(errorMessage(failure, fallbackError));
      },
    );
    return () => {
      live = false;
    };
  }, [fallbackError, host]);

  return { slugs, error };
}
