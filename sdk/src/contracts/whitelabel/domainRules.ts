/**
 * The domain rules of the white-label settings (spec 3, 5 and 8), as plain functions: the
 * server's schemas and the dashboard's form both use them (no zod, no Node here).
 */
export const domainMessages = {
  invalid: 'Invalid Domain',
  subDomain: 'Sub Domain Is Not Accepted',
  sameAsBrand: 'The ecommerce domain must differ from the brand domain.',
} as const;

/** The DNS name whose TXT records prove a brand's domain: `_chatmill-challenge.<domain>`. */
export const challengeRecordPrefix = '_chatmill-challenge';

export function challengeRecordName(domain: string): string {
  return `${challengeRecordPrefix}.${domain}`;
}

/** What people type: `Example.COM.` and ` example.com ` are `example.com`. */
export function normalizeDomain(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const topLevel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A host name with at least two labels and an alphabetic (or punycode) top level: no scheme,
 * port, path, wildcard or IP address. Expects a normalized name.
 */
export function isValidDomain(domain: string): boolean {
  if (domain.length === 0 || domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => label.test(l)) && topLevel.test(labels[labels.length - 1]!);
}

/**
 * Second-level labels under which country registries sell names (`example.co.uk`,
 * `example.com.my`). Without the whole public-suffix list this is an approximation: a
 * registry's rarer second levels are taken for sub-domains.
 */
const registrySecondLevels = new Set([
  'ac',
  'biz',
  'co',
  'com',
  'edu',
  'gen',
  'go',
  'gob',
  'gov',
  'gv',
  'info',
  'int',
  'ltd',
  'me',
  'mil',
  'ne',
  'net',
  'nom',
  'or',
  'org',
  'plc',
  'sch',
  'web',
]);

/**
 * A main (registrable) domain, not a sub-domain: `example.com`, or `example.co.uk` under a
 * country's registry second level. Expects a valid, normalized name.
 */
export function isMainDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  if (labels.length !== 3) return false;
  const [, second, top] = labels as [string, string, string];
  return top.length === 2 && registrySecondLevels.has(second);
}

/** The ecommerce domain's message, or null when it is fine (spec 3, 5: main domain, not the brand's). */
export function ecommerceDomainProblem(ecommerceDomain: string, brandDomain: string): string | null {
  const domain = normalizeDomain(ecommerceDomain);
  if (!isValidDomain(domain)) return domainMessages.invalid;
  if (!isMainDomain(domain)) return domainMessages.subDomain;
  if (domain === normalizeDomain(brandDomain)) return domainMessages.sameAsBrand;
  return null;
}
