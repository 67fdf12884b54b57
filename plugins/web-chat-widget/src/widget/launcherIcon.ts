const svgNs = 'http://www.w3.org/2000/svg';

/**
 * The launcher's speech bubble, drawn inline in the text colour of the owner's look. It was the
 * emoji 💬, which a page without an emoji font (many desktops, and any site that sets its own
 * fonts) showed as a missing-glyph box; an icon font would cost the site a download.
 */
export function launcherIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '28');
  svg.setAttribute('height', '28');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const bubble = doc.createElementNS(svgNs, 'path');
  bubble.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z');
  bubble.setAttribute('fill', 'currentColor');
  svg.append(bubble);
  return svg;
}
