/**
 * Tables of the core that plugins may read and join in their SQL (always filtered on the
 * account's id), because their rows are the account's audience whatever the plugin:
 *
 * - `tag` (id, account_id, group_name, page_id, created_at): the account's one tag catalogue,
 *   spec 2, 3 "Tag: id, group_name, page_id". Names are unique per account whatever their case
 *   (unique index `tag_group_name_unique`) and never hold ; or |. A plugin links its own rows to
 *   tags by id (with `references "tag" ("id") on delete cascade`), as Contacts links contacts,
 *   and may create, rename and delete tags of the account: flows see the change at once.
 * - `subscriber_tag` (subscriber_id, tag_id): the flow runtime's subscribers' tags.
 *
 * Anything else of the core is reached through ports (`ctx.audience`, `ctx.flows`, ...).
 */
export const audienceTables = {
  tag: 'tag',
  tagNameIndex: 'tag_group_name_unique',
  subscriberTag: 'subscriber_tag',
} as const;
