/**
 * Fills the `{name}` parts of an endpoint, e.g. `https://{dc}.api.mailchimp.com` with the data
 * center of a Mailchimp key. Values come from what the owner typed, so each must match its
 * pattern: a host name is never built from free text.
 */
export function fillEndpoint(template: string, values: Record<string, { value: string; pattern: RegExp }>): string | null {
  let filled = template;
  for (const [name, { value, pattern }] of Object.entries(values)) {
    if (!pattern.test(value)) return null;
    filled = filled.replaceAll(`{${name}}`, value);
  }
  return filled.replace(/\/+$/, '');
}
