import { AppError, audienceTables, isUniqueViolation } from '@chatmill/sdk';
import type { AccountScope } from './accountScope.ts';
import { likePattern, toInt, toIso } from './sqlText.ts';

/**
 * Books and tags are the same thing to the back office: named groups of contacts with a count.
 * One service serves both, told apart by this description (table and column names are fixed
 * here, never taken from a request).
 */
export interface GroupKind {
  noun: string;
  table: 'contacts_book' | typeof audienceTables.tag;
  column: 'name' | 'group_name';
  linkTable: 'contacts_contact_book' | 'contacts_contact_tag';
  linkColumn: 'book_id' | 'tag_id';
  uniqueIndex: string;
  /** The request field that holds the name, for field messages. */
  field: 'name' | 'groupName';
}

export const bookKind: GroupKind = {
  noun: 'contact book',
  table: 'contacts_book',
  column: 'name',
  linkTable: 'contacts_contact_book',
  linkColumn: 'book_id',
  uniqueIndex: 'contacts_book_name_unique',
  field: 'name',
};

/** Tags are the account's shared catalogue (flows tag subscribers with the same tags). */
export const tagKind: GroupKind = {
  noun: 'tag',
  table: audienceTables.tag,
  column: 'group_name',
  linkTable: 'contacts_contact_tag',
  linkColumn: 'tag_id',
  uniqueIndex: audienceTables.tagNameIndex,
  field: 'groupName',
};

export interface GroupRow {
  id: number;
  label: string;
  contactCount: number;
  createdAt: string;
}

export interface GroupListOptions {
  search?: string | undefined;
  sort: 'name' | 'createdAt' | 'contactCount';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const sortColumns = { name: 'lower(g.label)', createdAt: 'g.created_at', contactCount: 'g.contact_count' } as const;

export class ContactGroups {
  readonly #scope: AccountScope;
  readonly #kind: GroupKind;

  constructor(scope: AccountScope, kind: GroupKind) {
    this.#scope = scope;
    this.#kind = kind;
  }

  async list(options: GroupListOptions): Promise<{ items: GroupRow[]; total: number }> {
    const { table, column } = this.#kind;
    const search = options.search ? `and g.${column} ilike :pattern escape '\\'` : '';
    const params = { pattern: options.search ? likePattern(options.search) : null };
    const total = await this.#scope.queryOne<{ total: number }>(
      `select count(*)::int as total from ${table} g where g.account_id = :accountId ${search}`,
      params,
    );
    const rows = await this.#scope.query<RawGroup>(
      `select * from (${this.#selectGroups(`g.account_id = :accountId ${search}`)}) g
       order by ${sortColumns[options.sort]} ${options.order}, g.id ${options.order}
       limit :limit offset :offset`,
      { ...params, limit: options.pageSize, offset: (options.page - 1) * options.pageSize },
    );
    return { items: rows.map(toGroupRow), total: toInt(total?.total ?? 0) };
  }

  async get(id: number): Promise<GroupRow> {
    const row = await this.#scope.queryOne<RawGroup>(this.#selectGroups('g.account_id = :accountId and g.id = :id'), { id });
    if (!row) throw this.#notFound(id);
    return toGroupRow(row);
  }

  /** Throws NOT_FOUND unless every id is a group of this account. */
  async assertExist(ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    const rows = await this.#scope.query<{ id: number }>(`select id from ${this.#kind.table} where account_id = :accountId and id in (:ids)`, { ids });
    const found = new Set(rows.map((r) => toInt(r.id)));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw this.#notFound(missing);
  }

  async create(label: string): Promise<GroupRow> {
    await this.#assertNameFree(label);
    const [row] = await this.#conflictAware(label, () =>
      this.#scope.query<{ id: number }>(`insert into ${this.#kind.table} (account_id, ${this.#kind.column}) values (:accountId, :label) returning id`, {
        label,
      }),
    );
    return this.get(toInt(row!.id));
  }

  async rename(id: number, label: string): Promise<GroupRow> {
    await this.get(id);
    await this.#assertNameFree(label, id);
    await this.#conflictAware(label, () =>
      this.#scope.query(`update ${this.#kind.table} set ${this.#kind.column} = :label where account_id = :accountId and id = :id returning id`, { id, label }),
    );
    return this.get(id);
  }

  /** Deletes the group; its links go with it (the contacts stay). */
  async remove(id: number): Promise<void> {
    const rows = await this.#scope.query(`delete from ${this.#kind.table} where account_id = :accountId and id = :id returning id`, { id });
    if (!rows.length) throw this.#notFound(id);
  }

  #selectGroups(where: string): string {
    const { table, column, linkTable, linkColumn } = this.#kind;
    return `select g.id, g.${column} as label, g.created_at,
        (select count(*)::int from ${linkTable} l join contacts_contact c on c.id = l.contact_id
          where l.${linkColumn} = g.id and c.deleted_at is null) as contact_count
      from ${table} g where ${where}`;
  }

  async #assertNameFree(label: string, exceptId?: number): Promise<void> {
    const clash = await this.#scope.queryOne(
      `select id from ${this.#kind.table} where account_id = :accountId and lower(${this.#kind.column}) = lower(:label) and id <> :exceptId`,
      { label, exceptId: exceptId ?? 0 },
    );
    if (clash) throw this.#conflict(label);
  }

  async #conflictAware<R>(label: string, write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, this.#kind.uniqueIndex)) throw this.#conflict(label);
      throw error;
    }
  }

  #conflict(label: string): AppError {
    const { noun, field } = this.#kind;
    return new AppError('CONFLICT', `A ${noun} named "${label}" already exists.`, {
      fields: { [field]: `A ${noun} with this name already exists; choose another name.` },
    });
  }

  #notFound(id: number): AppError {
    return new AppError('NOT_FOUND', `There is no ${this.#kind.noun} ${id}.`);
  }
}

interface RawGroup {
  id: number;
  label: string;
  created_at: Date | string;
  contact_count: number;
}

function toGroupRow(row: RawGroup): GroupRow {
  return { id: toInt(row.id), label: row.label, contactCount: toInt(row.contact_count), createdAt: toIso(row.created_at) };
}
