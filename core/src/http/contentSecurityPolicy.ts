import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Script elements with their attributes and text; a page's inline ones carry no `src`. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of a dashboard page: the second wall behind escaping, should a
 * brand's text or a plugin ever let markup through, nothing but the product's own scripts run.
 * Scripts come from this origin (the shell's and the plugins' bundles) and the page's own
 * inline scripts, allowed by their hashes, never by 'unsafe-inline'. Styles may be inline:
 * PrimeReact adds <style> elements as its components mount. Images and media come from
 * anywhere (logos, profile pictures, a flow's cards, a kept mail), which runs no code. No page
 * may frame the dashboard but its own (X-Frame-Options says the same to older browsers).
 */
export function dashboardPolicy(html: string): string {
  const hashes = [...html.matchAll(scriptElement)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , text]) =>
        `'sha256-${createHash('sha256')
          .update(text ?? '', 'utf8')
          .digest('base64')}'`,
    );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of each built page, computed from the page itself when it is first served and
 * again after a build changed it: the inline scripts' hashes follow whatever the build wrote.
 */
export class PagePolicies {
  readonly #policies = new Map<string, { stamp: string; policy: string }>();

  of(file: string): string {
    const stats = statSync(file);
    const stamp = `${stats.size}:${stats.mtimeMs}`;
    const known = this.#policies.get(file);
    if (known?.stamp === stamp) return known.policy;
    const policy = dashboardPolicy(readFileSync(file, 'utf8'));
    this.#policies.set(file, { stamp, policy });
    return policy;
  }
}
