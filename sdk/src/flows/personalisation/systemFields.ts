import { z } from 'zod';

/**
 * The names every flow text may use besides the account's custom variables: what the runtime
 * knows of the subscriber, and the current moment in the subscriber's time zone. Custom
 * variables of the same name are looked up when the field itself is empty, so a flow that
 * saved answers into a custom variable `email` before the field existed keeps working.
 */
export const subscriberFieldNames = ['first_name', 'last_name', 'full_name', 'email', 'phone', 'gender', 'locale', 'timezone', 'channel'] as const;
export const momentFieldNames = ['date', 'time', 'datetime'] as const;
export const systemFieldNames = [...subscriberFieldNames, ...momentFieldNames] as const;
export type SystemFieldName = (typeof systemFieldNames)[number];

export function isSystemFieldName(name: string): name is SystemFieldName {
  return (systemFieldNames as readonly string[]).includes(name);
}

/** The fields a User Input may save its answer to (besides a custom variable). */
export const savableField = z.enum(['first_name', 'last_name', 'email', 'phone']);
export type SavableField = z.output<typeof savableField>;
