import type { EntityManager } from '@mikro-orm/sql';
import type { CustomVariableScope } from './customVariableSchemas.ts';

/** A tag of the account's catalogue (see `audienceTables.tag`). */
export interface AudienceTag {
  id: number;
  groupName: string;
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
