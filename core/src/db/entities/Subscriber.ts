import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Someone who wrote to a channel account of an account (spec 2, 3 "subscriber and contact"):
 * their id on the platform, what the platform told about them, their tags and the values of
 * their user-specific custom variables (their tags link to the account's catalogue in
 * `subscriber_tag`). The flow runtime keeps it; the Contacts plugin reads it.
 */
export const SubscriberSchema = defineEntity({
  name: 'Subscriber',
  tableName: 'subscriber',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    /** The FlowChannel, or 'simulator' for the flow editor's test subscribers. */
    channel: p.string(),
    channelAccountId: p.string(),
    externalId: p.string(),
    name: p.string().default(''),
    gender: p.string().$type<'male' | 'female'>().nullable(),
    /** What the subscriber gave (a User Input saved it) or the platform told; flows insert them as `{{first_name}}` and so on. */
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    email: p.string().nullable(),
    phone: p.string().nullable(),
    locale: p.string().nullable(),
    /** IANA zone `{{date}}` and `{{time}}` are told in. */
    timeZone: p.string().nullable(),
    lastInteractionAt: p.datetime().nullable(),
    /** Human take-over: the bot stays silent for this subscriber until then. */
    takeoverUntil: p.datetime().nullable(),
    /** Custom variables: the subscriber's own values, by variable key. */
    variables: p.json<Record<string, string>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Subscriber = InferEntity<typeof SubscriberSchema>;
