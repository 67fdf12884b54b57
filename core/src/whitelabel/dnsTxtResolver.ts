import { Resolver } from 'node:dns/promises';
import { AppError } from '@chatmill/sdk';

/** Looks up the TXT records of a name: each record's strings joined, as DNS splits long ones. */
export interface TxtResolver {
  txt(name: string): Promise<string[]>;
}

/** A name that does not exist, or exists without TXT records: nothing to find, not a failure. */
const noRecords = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

/**
 * TXT lookups through the DNS servers of the settings (DNS_SERVERS), else the system's. A
 * server that does not answer is SERVICE_UNAVAILABLE, so a DNS outage never reads as
 * "your record is missing".
 */
export function dnsTxtResolver(servers: readonly string[], options: { timeoutMs?: number; tries?: number } = {}): TxtResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: options.tries ?? 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    async txt(name) {
      try {
        const records = await resolver.resolveTxt(name);
        return records.map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (noRecords.has(code)) return [];
        throw new AppError('SERVICE_UNAVAILABLE', `The DNS servers did not answer for ${name} (${code || 'no answer'}). Try again in a few minutes.`);
      }
    },
  };
}
