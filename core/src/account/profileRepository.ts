import type { EntityManager } from '@mikro-orm/sql';
import type { ProfileView } from '@chatmill/sdk/contracts';

interface ProfileRow {
  name: string;
  email: string;
  picture_url: string | null;
  mailing_address: string | null;
  national_id: string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
}

/** The profile as stored; how a phone code would travel is the server's setting, added by `ProfileService`. */
export type StoredProfile = Omit<ProfileView, 'phoneCodeChannel'>;

export interface ProfileChanges {
  name: string;
  pictureUrl: string | null;
  mailingAddress: string;
  nationalId: string;
  /** The confirmed number to keep, or null to remove it. */
  phone: string | null;
}

/**
 * The signed-in user's own profile: name and picture on the `user` row, the rest in
 * `user_profile`. Every statement filters on the user id this repository was made with
 * (see `callerRecords`), so no handler can read or change another user's profile.
 */
export class ProfileRepository {
  readonly #em: EntityManager;
  readonly #userId: number;

  constructor(em: EntityManager, userId: number) {
    this.#em = em;
    this.#userId = userId;
  }

  async view(): Promise<StoredProfile> {
    const [row] = await this.#em.execute<ProfileRow[]>(
      `select u.name, u.email, u.picture_url, p.mailing_address, p.national_id, p.phone, p.phone_confirmed_at
         from "user" u left join "user_profile" p on p.user_id = u.id
        where u.id = ?`,
      [this.#userId],
    );
    if (!row) throw new Error(`user ${this.#userId} not found`);
    return {
      name: row.name,
      email: row.email,
      pictureUrl: row.picture_url,
      mailingAddress: row.mailing_address,
      nationalId: row.national_id,
      phone: row.phone,
      phoneConfirmedAt: row.phone_confirmed_at === null ? null : new Date(row.phone_confirmed_at).toISOString(),
      complete: Boolean(row.mailing_address && row.national_id),
    };
  }

  async confirmedPhone(): Promise<string | null> {
    const [row] = await this.#em.execute<{ phone: string | null }[]>(`select "phone" from "user_profile" where "user_id" = ?`, [this.#userId]);
    return row?.phone ?? null;
  }

  /** Saves the General tab in one transaction; the phone must already be the confirmed one or null (the service checks). */
  async save(changes: ProfileChanges): Promise<void> {
    await this.#em.transactional(async (em) => {
      await em.execute(`update "user" set "name" = ?, "picture_url" = ? where "id" = ?`, [changes.name, changes.pictureUrl, this.#userId]);
      await em.execute(
        `insert into "user_profile" ("user_id", "mailing_address", "national_id", "phone", "phone_confirmed_at")
         values (?, ?, ?, ?, null)
         on conflict ("user_id") do update set "mailing_address" = excluded."mailing_address", "national_id" = excluded."national_id",
           "phone" = excluded."phone",
           "phone_confirmed_at" = case when excluded."phone" is null then null else "user_profile"."phone_confirmed_at" end,
           "updated_at" = now()`,
        [this.#userId, changes.mailingAddress, changes.nationalId, changes.phone],
      );
    });
  }

  /** Stores a number whose one-time code the user just entered. */
  async setConfirmedPhone(em: EntityManager, phone: string, at: Date): Promise<void> {
    await em.execute(
      `insert into "user_profile" ("user_id", "phone", "phone_confirmed_at") values (?, ?, ?)
       on conflict ("user_id") do update set "phone" = excluded."phone", "phone_confirmed_at" = excluded."phone_confirmed_at", "updated_at" = now()`,
      [this.#userId, phone, at],
    );
  }
}
