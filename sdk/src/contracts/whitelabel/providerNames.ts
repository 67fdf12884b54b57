/**
 * Spec 3, 5: a reseller may not call their brand by the provider's names. The provider is
 * the platform's own brand (its name and short name from `config/`) and the product's name.
 */
export const productName = 'Chatmill';

export const providerNameMessage = 'This name belongs to the platform. Choose a name of your own.';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The name is a provider name, or holds one as a whole word ("Chatmill Pro", "the CM
 * suite"), whatever the case. Parts of words do not count ("Acme" is not "CM").
 */
export function isProviderName(name: string, providerNames: readonly string[]): boolean {
  const mine = words(name);
  if (mine.length === 0) return false;
  return providerNames.some((provider) => {
    const theirs = words(provider);
    if (theirs.length === 0) return false;
    for (let i = 0; i + theirs.length <= mine.length; i++) {
      if (theirs.every((word, k) => mine[i + k] === word)) return true;
    }
    return false;
  });
}
