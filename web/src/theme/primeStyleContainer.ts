import { primeStructureStyles } from './primeStructureStyles';

const styleName = /data-primereact-style-id="([^"]+)"/;

/**
 * Where PrimeReact puts the <style> elements it adds (its `styleContainer` option). A component's
 * first mount added its rules, and PrimeReact's base and common ones, to the page, and each
 * addition made the browser restyle the whole page: on the dashboard, a plugin's card with a
 * PrimeReact Card cost one task of 100 ms and more at Lighthouse's 4x CPU, after the page was
 * drawn. The styles of primeStructureStyles are in the app's stylesheet from the start, so their
 * elements are handed to PrimeReact but never put on the page. Every other style goes to <head>
 * as before: the components outside that list, and the inline styles PrimeReact makes at run
 * time (a DataTable's column widths, a Dialog's breakpoints).
 *
 * PrimeReact reaches its container only through `querySelector` (to find a style by its name)
 * and `appendChild`, which is all this answers.
 */
export function primeStyleContainer(head: HTMLElement = document.head): HTMLElement {
  const carried = new Set<string>(primeStructureStyles.map((style) => style.name));
  const offPage = new Map<string, HTMLStyleElement>();
  const container = {
    querySelector(selector: string): Element | null {
      const name = styleName.exec(selector)?.[1];
      if (name === undefined || !carried.has(name)) return head.querySelector(selector);
      let style = offPage.get(name);
      if (!style) {
        style = document.createElement('style');
        offPage.set(name, style);
      }
      return style;
    },
    appendChild<T extends Node>(node: T): T {
      for (const style of offPage.values()) if (style === (node as Node)) return node;
      return head.appendChild(node);
    },
  };
  return container as unknown as HTMLElement;
}
