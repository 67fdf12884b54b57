/** HTTP Basic credentials (RFC 7617), as PayPal, RazorPay and PayMongo take their keys. */
export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
