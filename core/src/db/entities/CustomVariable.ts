import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An account's custom variable (spec 2, 3: name, variable_key, is_native; user-specific or
 * global, with a fallback). A user-specific variable's value lives on each subscriber; a global
 * one has one value for the whole account. The fallback stands in when there is no value.
 */
export const CustomVariableSchema = defineEntity({
  name: 'CustomVariable',
  tableName: 'custom_variable',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    name: p.string(),
    variableKey: p.string(),
    isNative: p.boolean().default(false),
    scope: p.string().$type<'user' | 'global'>().default('user'),
    globalValue: p.string().nullable(),
    fallback: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CustomVariable = InferEntity<typeof CustomVariableSchema>;
