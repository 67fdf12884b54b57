import { primeStructureStyles } from './primeStructureStyles';

/**
 * Takes out of <head> the <style> elements PrimeReact adds for the styles the app's stylesheet
 * already carries (primeStructureStyles: built into virtual:prime-structure.css). A component's
 * first mount added its rules and PrimeReact's base and common ones, and each addition made the
 * browser restyle the whole page: on the dashboard, a plugin's PrimeReact Card cost one task of
 * 100 ms and more at Lighthouse's 4x CPU, after the page was drawn. The observer runs before
 * the page is next styled, so the browser never applies them; PrimeReact adds an element again
 * at the next first mount, which is taken out the same way. Styles outside the list (other
 * components', the inline ones PrimeReact makes at run time) stay.
 *
 * (PrimeReact's own `styleContainer` option would need its context provider at the root, which
 * brings PrimeReact's core into the first load that the login page and the dashboard avoid.)
 */
export function keepCarriedPrimeStylesOffPage(head: HTMLElement = document.head): MutationObserver {
  const carried = new Set<string>(primeStructureStyles.map((style) => style.name));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLStyleElement && carried.has(node.getAttribute('data-primereact-style-id') ?? '')) node.remove();
      }
    }
  });
  observer.observe(head, { childList: true });
  return observer;
}
