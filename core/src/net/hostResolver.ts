import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import type { GuardOptions } from './outgoingUrlGuard.ts';

type Lookup = NonNullable<GuardOptions['lookup']>;

/**
 * How the product finds the addresses of the names in user-given URLs: the DNS servers of the
 * settings (DNS_SERVERS) when there are some, else the system's resolver. The save-time check
 * and the guard's connect-time check use the same one, so they never disagree on a name.
 */
export function hostLookup(servers: readonly string[]): Lookup {
  if (!servers.length) return (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  resolver.setServers([...servers]);
  return (hostname, callback) => {
    const both = [resolver.resolve4(hostname), resolver.resolve6(hostname)] as const;
    void Promise.allSettled(both).then(([v4, v6]) => {
      const addresses: LookupAddress[] = [
        ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
        ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
      ];
      if (addresses.length) return callback(null, addresses);
      const reason = (v4.status === 'rejected' ? v4.reason : null) as NodeJS.ErrnoException | null;
      callback(reason ?? Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    });
  };
}

/** The addresses a name resolves to; empty when it does not resolve (or DNS does not answer in time). */
export function resolveHost(lookup: Lookup, hostname: string, timeoutMs = 5_000): Promise<string[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), timeoutMs);
    lookup(hostname, (error, addresses) => {
      clearTimeout(timer);
      resolve(error ? [] : addresses.map((a) => a.address));
    });
  });
}
