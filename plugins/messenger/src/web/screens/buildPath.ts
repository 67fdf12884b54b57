/** The query parameter of the Build screen naming the page (or Instagram account) whose flows it opens on. */
export const accountParam = 'account';

/** The Build screen, on one channel account's flows, or on all of them (null). */
export function buildPathFor(channelAccountId: string | null): string {
  const path = '/social-media-automations/build';
  return channelAccountId ? `${path}?${new URLSearchParams({ [accountParam]: channelAccountId }).toString()}` : path;
}
