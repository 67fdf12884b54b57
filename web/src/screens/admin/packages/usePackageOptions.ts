import { useEffect, useState } from 'react';
import { errorMessage, useHost, type ListPage } from '@chatmill/sdk/web';
import { packagePaths, type CatalogueFeature, type LevelOption } from './packageTypes';

export interface PackageOptions {
  levels: LevelOption[];
  catalogue: CatalogueFeature[];
}

/**
 * What the package editor chooses from: the access levels a package may grant and the
 * feature catalogue. Loaded once per visit of the screen; `error` when either failed.
 */
export function usePackageOptions(enabled: boolean, fallbackError: string): { options: PackageOptions | null; error: string | null } {
  const host = useHost();
  const [options, setOptions] = useState<PackageOptions | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    Promise.all([
      host.request<ListPage<LevelOption>>('GET', packagePaths.levels),
      host.request<{ items: CatalogueFeature[] }>('GET', packagePaths.features),
    ]).then(
      ([levels, features]) => {
        if (live) setOptions({ levels: levels.items, catalogue: features.items });
      },
      (failure: unknown) => {
        if (live) setError(errorMessage(failure, fallbackError));
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, fallbackError, host]);

  return { options, error };
}
