import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel } from '../flows/flowChannel.ts';
import type { CustomVariableScope } from './customVariableSchemas.ts';

/** A tag of the account's catalogue (see `audienceTables.tag`). */
export interface AudienceTag {
  id: number;
  groupName: string;
}

/** One tag added to, or removed from, selected subscribers (a channel's bulk action). */
export interface SubscriberTagChange {
  action: 'add' | 'remove';
  /** A tag of the account's catalogue. */
  tagId: number;
  /** The flow runtime's subscriber ids; a bulk action's limit (the spec's 50) is the caller's. */
  subscriberIds: readonly number[];
  /** Only subscribers of this channel: a channel's route never changes another channel's. */
  channel?: FlowChannel;
}

/** A custom variable the account defined (spec 2, 3), as flows and plugins use it. */
export interface AudienceVariable {
  /** What flows write and read it by: the name in lower case. */
  key: string;
  name: string;
  scope: CustomVariableScope;
  /** A global variable's one value; null for user variables and unset ones. */
  globalValue: string | null;
  /** Shown when there is no value. */
  fallback: string | null;
}

/**
 * The account's audience as the core keeps it, shared by the flow runtime, the Contacts plugin
 * and any other plugin (routes, jobs and sockets get it as `audience`). Every call works in
 * `em`'s transaction and on the given account only.
 */
export interface AudiencePort {
  tags: {
    /** Every tag of the account, by name. */
    list(em: EntityManager, accountId: number): Promise<AudienceTag[]>;
    /** The ids of these names (whatever their case), creating the missing tags; keys are the names in lower case. */
    ensure(em: EntityManager, accountId: number, names: readonly string[]): Promise<Map<string, number>>;
    /**
     * Adds or removes one tag on every listed subscriber, all or none: throws NOT_FOUND for
     * another account's tag, or when one subscriber is not the account's (or not of `channel`).
     * Takes each subscriber's runtime lock, as a flow step does. Answers how many changed (a
     * subscriber who already had the tag, or never had it, does not count).
     */
    changeSubscribers(em: EntityManager, accountId: number, change: SubscriberTagChange): Promise<number>;
  };
  variables: {
    /** Every custom variable of the account, by name. */
    list(em: EntityManager, accountId: number): Promise<AudienceVariable[]>;
    /**
     * Sets (or with null clears) a subscriber's own value of a `user` variable, as a flow's Set
     * Variable does; the next flow step reads it. Validate `value` with the SDK's
     * `customFieldValueSchema` first. Throws NOT_FOUND for another account's subscriber or an
     * unknown key, VALIDATION_FAILED for a global variable (one value for the whole account).
     */
    setSubscriberValue(em: EntityManager, accountId: number, subscriberId: number, key: string, value: string | null): Promise<void>;
  };
}
