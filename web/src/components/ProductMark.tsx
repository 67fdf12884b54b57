/**
 * The product's mark, the favicon's speech bubble, drawn inline: as an icon-font glyph it made
 * the login page download the whole icon font (35 KB, at the highest priority, beside the
 * first screen's scripts), though nothing else on that page uses it.
 */
export function ProductMark() {
  return (
    <svg className="product-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 10h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7l-5 4v-4H9a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z" fill="#fff" />
    </svg>
  );
}
