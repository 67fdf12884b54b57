import type { ReactNode } from 'react';
import { useHostServices } from '../../../plugins/hostServices';
import { HostContext } from '../../../plugins/sdk';

/**
 * Gives the shell's own screens the `HostContext` plugin screens get, so they can use the
 * SDK's building blocks (ServerDataTable, useUndoableDelete…) exactly as plugins do.
 */
export function WithHost({ children }: { children: ReactNode }) {
  const host = useHostServices();
  if (!host) return null;
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}
