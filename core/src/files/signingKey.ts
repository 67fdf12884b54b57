import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';

/**
 * The key that signs private files' links: the FILES_SIGNING_KEY setting, else one made on the
 * first start and kept in the database, so every process of the install signs alike.
 */
export async function fileSigningKey(em: EntityManager, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await em.execute(`insert into "file_signing_key" ("id", "secret") values (1, ?) on conflict do nothing`, [randomBytes(32).toString('base64url')]);
  const [row] = await em.execute<{ secret: string }[]>(`select "secret" from "file_signing_key" where "id" = 1`);
  return row!.secret;
}
