import { z } from 'zod';
import { pageFields, pageOf, searchField, sortFields } from '../../http/listQuerySchema.ts';
import { customVariableScopes } from '../../audience/customVariableSchemas.ts';

/**
 * The shapes of the custom-variables API (spec 2, 3: name, variable_key, is_native; user or
 * global, with a fallback). The bodies' rules live in the SDK (customVariableSchemas.ts), where
 * the dashboard's form reads them too; this file adds what only the routes need. Imports
 * nothing but zod, so the web half can `import type` from here.
 */
export {
  createCustomVariableBody,
  updateCustomVariableBody,
  type CreateCustomVariableBody,
  type UpdateCustomVariableBody,
} from '../../audience/customVariableSchemas.ts';

export const customVariableSortFields = ['name', 'key', 'scope', 'createdAt'] as const;
export type CustomVariableSortField = (typeof customVariableSortFields)[number];

export const customVariableListQuery = z.object({
  ...pageFields({ defaultPageSize: 10 }),
  search: searchField,
  ...sortFields(customVariableSortFields, 'name', 'asc'),
});
export type CustomVariableListQuery = z.output<typeof customVariableListQuery>;

const idMessage = 'Use the record id, a whole number.';
export const customVariableIdParams = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(2_147_483_647, 'No record has this id.'),
});

const scope = z.enum(customVariableScopes);

export const customVariableView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What flows refer to (`{{key}}`, Set Variable, conditions): the name in lower case, fixed for life. */
  key: z.string(),
  scope,
  /** A variable of the platform's own: it cannot be changed or deleted. */
  isNative: z.boolean(),
  /** The account's one value of a global variable; always null for a user variable (its values are the subscribers'). */
  value: z.string().nullable(),
  /** What stands in where there is no value. */
  fallback: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomVariableView = z.output<typeof customVariableView>;

export const customVariablePage = pageOf(customVariableView);
export type CustomVariablePage = z.output<typeof customVariablePage>;

/** One entry of a picker (the flow editor's Set Variable and conditions). */
export const customVariableOption = z.object({ key: z.string(), name: z.string(), scope });
export type CustomVariableOption = z.output<typeof customVariableOption>;
export const customVariableOptions = z.array(customVariableOption);

export const deletedCustomVariableResponse = z.object({ id: z.number().int() });
