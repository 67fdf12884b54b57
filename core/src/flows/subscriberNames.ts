import { nameVariableKeys, subscriberDisplayName } from '@chatmill/sdk';

/** The subscriber row's columns a name is read from. */
export interface NameColumns {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** What the platform calls them ('' for a web visitor). */
  name: string;
}

/**
 * A subscriber's names as the list and the profile show them: their own columns (a User Input
 * or the platform filled them), else custom variables of those names, which flows filled before
 * the columns existed.
 */
export function subscriberNames(row: NameColumns, variables: Record<string, unknown>) {
  const text = (column: string | null, key: string) => {
    const own = variables[key];
    return column?.trim() || (typeof own === 'string' && own.trim() ? own.trim() : null);
  };
  const names = {
    firstName: text(row.first_name, nameVariableKeys.firstName),
    lastName: text(row.last_name, nameVariableKeys.lastName),
    platformName: row.name,
    email: text(row.email, nameVariableKeys.email),
  };
  return { ...names, displayName: subscriberDisplayName(names) };
}

/** The SQL a list sorts and searches names by: the subscriber's own name, else the platform's. */
export const subscriberNameSql = `coalesce(nullif(trim(concat_ws(' ', "first_name", "last_name")), ''), "name")`;
