/**
 * The address of a file this product serves itself: `/files/<id>`, a path on its own origin
 * (core/src/files). Fields that take a picture's web address (a brand logo, a profile picture, a
 * widget logo) take this too, so an uploaded file can fill them. No zod here: forms use it too.
 */
export const ownFilePathPattern = /^\/files\/[A-Za-z0-9_-]{22}$/;

export function isOwnFilePath(value: string): boolean {
  return ownFilePathPattern.test(value);
}
