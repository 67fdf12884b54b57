import { audienceTables, defineEntity, p, type InferEntity } from '@chatmill/sdk';

/** A tag of the account's catalogue, which contacts share with flows (SDK `audienceTables`); the spec names its label `group_name`. */
export const TagSchema = defineEntity({
  name: 'ContactsTag',
  tableName: audienceTables.tag,
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    /** Unique in the account, whatever the case; never holds ; or | (the CSV tag separators). */
    groupName: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Tag = InferEntity<typeof TagSchema>;
