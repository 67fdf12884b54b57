import type { AudienceVariable, SubscriberCustomField } from '@chatmill/sdk';

/**
 * Every custom variable of the account with what a flow reads for one subscriber before the
 * fallback: their own value of a `user` variable, the account's value of a `global` one.
 */
export function customFieldsOf(definitions: readonly AudienceVariable[], own: Readonly<Record<string, unknown>>): SubscriberCustomField[] {
  return definitions.map((definition) => {
    const mine = own[definition.key];
    const value = definition.scope === 'global' ? definition.globalValue : typeof mine === 'string' ? mine : null;
    return { key: definition.key, name: definition.name, scope: definition.scope, value, fallback: definition.fallback };
  });
}

/** The same, as name → value, for lists. */
export function customFieldRecord(definitions: readonly AudienceVariable[], own: Readonly<Record<string, unknown>>): Record<string, string | null> {
  return Object.fromEntries(customFieldsOf(definitions, own).map((field) => [field.name, field.value]));
}
