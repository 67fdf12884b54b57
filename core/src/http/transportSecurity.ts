/**
 * Sent only on answers that came over https (a TLS socket, or X-Forwarded-Proto behind
 * TRUST_PROXY): a browser that saw it goes to https for a year, on the host and its subdomains,
 * so nobody on the way downgrades a later visit to plain http and reads the session cookie.
 * Over plain http it would mean nothing (browsers ignore it) or, worse, lock a test setup out.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Every API answer is `no-store` unless a public route's handler says otherwise (the widget's
 * script is the same for everyone and cached for minutes); an answer to a signed-in request
 * (session cookie or API token) always is: it is one user's data, and neither the browser's
 * disk cache, a shared proxy, nor the back button of the next person at the computer keeps it.
 */
export const noStore = 'no-store';
