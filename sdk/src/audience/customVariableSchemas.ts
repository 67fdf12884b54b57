import { z } from 'zod';
import { variableName, variableValue } from '../flows/coreNodeSettings.ts';

/**
 * The rules of an account's custom variables (spec 2, 3 and 5), shared by the server's routes
 * and the dashboard's form, so both refuse the same input. Imports nothing but zod and the
 * flow settings' own name and value validators (spec 2, 5: "Custom variable name and value must
 * be alphanumeric"): a variable the owner defines here is one a flow can set.
 *
 * Web-safe: no server code. The dashboard passes its own (translated) messages; the server
 * answers with the English ones below.
 */

/** `user`: each subscriber has a value of their own; `global`: one value for the whole account. */
export const customVariableScopes = ['user', 'global'] as const;
export type CustomVariableScope = (typeof customVariableScopes)[number];

/** The server's messages; the dashboard shows its i18n texts for the same rules. */
export const customVariableMessages = {
  scope: 'Choose User or Global.',
  valueForUserScope: 'Only a global variable has a value here: each subscriber has their own value of a user variable.',
  taken: (name: string) => `A custom variable named "${name}" already exists.`,
  native: 'This is a native variable of the platform: it cannot be changed or deleted.',
  notFound: 'No such custom variable.',
} as const;

/** The messages a form may replace; absent ones are the validators' own. */
export interface CustomVariableTexts {
  name?: string;
  value?: string;
  fallback?: string;
  scope?: string;
  valueForUserScope?: string;
}

/** The key the flows use: the name in lower case, so `City` and `city` are one variable. */
export function variableKeyOf(name: string): string {
  return name.toLowerCase();
}

/** The rule itself, or the same rule with another message (no second regex to drift apart). */
function withMessage(rule: z.ZodString, message: string | undefined): z.ZodType<string> {
  return message === undefined ? rule : z.string({ error: message }).refine((value) => rule.safeParse(value).success, message);
}

/** A value or fallback: null or empty means none (the fallback, or nothing, stands in). */
function optionalValue(message: string | undefined) {
  return withMessage(variableValue, message).nullable().optional();
}

function scopeField(texts: CustomVariableTexts) {
  return z.enum(customVariableScopes, { error: texts.scope ?? customVariableMessages.scope });
}

/** A user variable's value lives on each subscriber: a value sent with scope `user` is refused at its field. */
function valueOnlyForGlobal(texts: CustomVariableTexts) {
  return (body: { scope?: CustomVariableScope | undefined; value?: string | null | undefined }, ctx: z.RefinementCtx): void => {
    if (body.scope === 'user' && hasValue(body.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: texts.valueForUserScope ?? customVariableMessages.valueForUserScope });
    }
  };
}

/** Whether a value or fallback says something; `''` and null say "none". */
export function hasValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

/** POST /api/custom-variables. The key is derived from the name and fixed for life. */
export const createCustomVariableBody = z
  .strictObject({
    name: variableName,
    scope: scopeField({}),
    value: optionalValue(undefined),
    fallback: optionalValue(undefined),
  })
  .superRefine(valueOnlyForGlobal({}));
export type CreateCustomVariableBody = z.output<typeof createCustomVariableBody>;

/**
 * PATCH /api/custom-variables/:id: what is sent changes, what is absent stays. The name (and so
 * the key flows refer to) cannot change. A value with no scope is checked against the stored
 * scope by the service.
 */
export const updateCustomVariableBody = z
  .strictObject({
    scope: scopeField({}).optional(),
    value: optionalValue(undefined),
    fallback: optionalValue(undefined),
  })
  .superRefine(valueOnlyForGlobal({}));
export type UpdateCustomVariableBody = z.output<typeof updateCustomVariableBody>;

/**
 * The dashboard's create and edit form over the same rules, with its own messages. Values are
 * the inputs' text; on edit the name is shown but not checked (it cannot change).
 */
export function customVariableFormSchema(mode: 'create' | 'edit', texts: CustomVariableTexts) {
  return z
    .object({
      name: mode === 'create' ? withMessage(variableName, texts.name) : z.string(),
      scope: scopeField(texts),
      value: withMessage(variableValue, texts.value),
      fallback: withMessage(variableValue, texts.fallback),
    })
    .superRefine(valueOnlyForGlobal(texts));
}
export type CustomVariableFormValues = z.input<ReturnType<typeof customVariableFormSchema>>;
