/** A search term for `ilike` (whose escape character is `\`): the user's % and _ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
