/**
 * The rule every tag name of the account's catalogue keeps, whoever makes the tag (Contacts, a
 * flow's Action, a plugin): `;` and `|` separate tags in a CSV file's tags column, so a name
 * holding one could never be imported. Web-safe.
 */
export function hasTagSeparator(name: string): boolean {
  return /[;|]/.test(name);
}

export const tagSeparatorMessage = 'A tag name cannot contain ; or | (they separate tags in CSV files).';
