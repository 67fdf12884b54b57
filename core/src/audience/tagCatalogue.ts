import type { EntityManager } from '@mikro-orm/sql';
import { AppError, hasTagSeparator, tagSeparatorMessage, type AudienceTag } from '@chatmill/sdk';

/** The catalogue's column holds this much (migrations/core/…_audience.ts). */
const maxTagNameLength = 120;

/** The account's tag catalogue (table `tag`, shared with plugins through the SDK's `audienceTables`). */
export const tagCatalogue = {
  async list(em: EntityManager, accountId: number): Promise<AudienceTag[]> {
    const rows = await em.execute<{ id: number; group_name: string }[]>(
      `select "id", "group_name" from "tag" where "account_id" = :accountId order by lower("group_name"), "id"`,
      { accountId },
    );
    return rows.map((row) => ({ id: Number(row.id), groupName: row.group_name }));
  },

  /**
   * The ids of `names`, creating the missing tags. One statement inserts what is missing and
   * ignores a name another transaction created meanwhile; the second reads them all. (Lists go
   * in as JSON so PGlite and node-postgres bind them alike.)
   */
  async ensure(em: EntityManager, accountId: number, names: readonly string[]): Promise<Map<string, number>> {
    const wanted = [
      ...new Map(
        names
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => [name.toLowerCase(), name]),
      ).values(),
    ];
    if (!wanted.length) return new Map();
    // Callers validate names with the SDK's rule; a plugin that did not is told, not silently rewritten.
    if (wanted.some(hasTagSeparator)) throw new AppError('VALIDATION_FAILED', tagSeparatorMessage);
    if (wanted.some((name) => name.length > maxTagNameLength))
      throw new AppError('VALIDATION_FAILED', `A tag name has at most ${maxTagNameLength} characters.`);
    await em.execute(
      `insert into "tag" ("account_id", "group_name") select :accountId, n from jsonb_array_elements_text(cast(:names as jsonb)) as n on conflict do nothing`,
      { accountId, names: JSON.stringify(wanted) },
    );
    const rows = await em.execute<{ id: number; group_name: string }[]>(
      `select "id", "group_name" from "tag" where "account_id" = :accountId and lower("group_name") in (select jsonb_array_elements_text(cast(:lower as jsonb)))`,
      { accountId, lower: JSON.stringify(wanted.map((name) => name.toLowerCase())) },
    );
    return new Map(rows.map((row) => [row.group_name.toLowerCase(), Number(row.id)]));
  },
};
