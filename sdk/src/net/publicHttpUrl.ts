import { z } from 'zod';
import { ipVersion, isForbiddenAddress } from './addressRanges.ts';

/**
 * A web address a user gives and the server will fetch or hand out (webhooks, logos, pictures,
 * media to import). Refused when it is saved, with a message the user can act on, not only when
 * it is called: the core's outgoing guard refuses it again when it connects.
 */
export const publicUrlMessages = {
  scheme: 'Enter a web address starting with https:// (or http://).',
  httpsOnly: 'Enter a web address starting with https://.',
  credentials: 'Leave the user name and password out of the address.',
  privateNetwork: 'This address points inside a private network (this server, a local network or a cloud metadata service). Use a public web address.',
} as const;

/** Names that always mean this machine or a local network, whatever DNS says. */
const localNames = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** What is wrong with the address's form, or null: the part of the check that needs no DNS (it runs in forms, too). */
export function publicUrlProblem(raw: string, options: { httpsOnly?: boolean } = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return options.httpsOnly ? publicUrlMessages.httpsOnly : publicUrlMessages.scheme;
  }
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:'))
    return options.httpsOnly ? publicUrlMessages.httpsOnly : publicUrlMessages.scheme;
  if (url.username || url.password) return publicUrlMessages.credentials;
  const host = urlHost(url);
  if (ipVersion(host) !== 0) return isForbiddenAddress(host) ? publicUrlMessages.privateNetwork : null;
  // A name without a dot is looked up in the server's own search domains: a neighbour, not the web.
  if (!host.includes('.') || localNames.test(host)) return publicUrlMessages.privateNetwork;
  return null;
}

/** The host of a URL as sockets see it: IPv6 without brackets, no trailing dot. */
export function urlHost(url: URL): string {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return host.replace(/\.$/, '');
}

/**
 * Names seen by `publicHttpUrl` fields while the host parses a request: the host resolves them
 * after the parse and refuses the request if one points inside a private network. A parse is
 * synchronous, so one list at a time suffices; outside the host (a browser form, the flow
 * runtime re-reading its settings) nobody collects and nothing is resolved.
 */
let collecting: string[] | null = null;

/** Runs a synchronous parse and returns the URLs its `publicHttpUrl` fields accepted (for the host's DNS check). */
export function collectPublicUrls<T>(parse: () => T): { result: T; urls: string[] } {
  const outer = collecting;
  const urls: string[] = [];
  collecting = urls;
  try {
    return { result: parse(), urls };
  } finally {
    collecting = outer;
  }
}

/**
 * A zod schema for a user-given http(s) address that the server will reach: refuses other
 * schemes, credentials in the address, IP literals and names of loopback, private or metadata
 * addresses; on the server, the host also resolves the name when the request is validated and
 * answers 400 with `publicUrlMessages.privateNetwork` if it points inside a private network.
 */
export function publicHttpUrl(options: { httpsOnly?: boolean; max?: number } = {}) {
  const max = options.max ?? 2000;
  return z
    .string({ error: options.httpsOnly ? publicUrlMessages.httpsOnly : publicUrlMessages.scheme })
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .superRefine((value, ctx) => {
      const problem = publicUrlProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else collecting?.push(value);
    });
}

/** `publicHttpUrl` that also takes an empty text or null (stored as null: no address). */
export function optionalPublicHttpUrl(options: { httpsOnly?: boolean; max?: number } = {}) {
  return z.preprocess((value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value), publicHttpUrl(options).nullable());
}
