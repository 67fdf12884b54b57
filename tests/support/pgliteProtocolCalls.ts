import type { PGlite } from '@electric-sql/pglite';

/** Counts the calls into PGlite's protocol (each a call into WebAssembly) from now on; the returned function stops counting and answers how many. */
export function countProtocolCalls(pglite: PGlite): () => number {
  const original = pglite.execProtocol.bind(pglite);
  let calls = 0;
  pglite.execProtocol = (...args: Parameters<PGlite['execProtocol']>) => {
    calls += 1;
    return original(...args);
  };
  return () => {
    pglite.execProtocol = original;
    return calls;
  };
}
