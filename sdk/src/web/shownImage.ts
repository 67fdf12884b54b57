import { isOwnFilePath } from '../files/ownFilePath.ts';

/** The address typed or uploaded into a picture field, if a preview may load it: http(s) or an uploaded file's path; else null. */
export function shownImage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  return /^https?:\/\/\S+$/i.test(address) || isOwnFilePath(address) ? address : null;
}
