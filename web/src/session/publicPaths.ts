/**
 * Paths that need no session (spec 2.1, plus the first-run setup). They never load the
 * session on start and never show the "session invalidated" flow.
 */
const PUBLIC_PATHS = [
  '/home/login',
  '/home/error-404',
  '/home/forgot-password',
  '/home/reset-password',
  '/home/register',
  '/home/setup',
  '/webview',
  '/page-view',
  '/flow-power-sharing',
  '/wa-flow-power-sharing',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.some((publicPath) => path === publicPath || path.startsWith(`${publicPath}/`));
}
