/**
 * The PrimeReact styles the app's stylesheet carries from the start (virtual:prime-structure.css,
 * made at build time from these modules' strings), in the order PrimeReact adds them: the base
 * rules, the common ones, then each component's. PrimeReact names each <style> it adds after the
 * component (`name`); carriedPrimeStyles.ts takes those of this list off the page.
 */
export const primeStructureStyles = [
  { file: 'primereact/componentbase/componentbase.esm.js', variable: 'baseStyle', name: 'base' },
  { file: 'primereact/componentbase/componentbase.esm.js', variable: 'commonStyle', name: 'common' },
  { file: 'primereact/progressspinner/progressspinner.esm.js', variable: 'styles', name: 'progressspinner' },
  { file: 'primereact/tag/tag.esm.js', variable: 'styles', name: 'tag' },
  { file: 'primereact/card/card.esm.js', variable: 'styles', name: 'card' },
  // Drawn by plugins' home cards and the header (the notification count), and after most actions.
  { file: 'primereact/skeleton/skeleton.esm.js', variable: 'styles', name: 'skeleton' },
  { file: 'primereact/badge/badge.esm.js', variable: 'styles', name: 'badge' },
  { file: 'primereact/button/button.esm.js', variable: 'styles', name: 'button' },
  { file: 'primereact/toast/toast.esm.js', variable: 'styles', name: 'toast' },
] as const;
