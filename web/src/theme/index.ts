// The PrimeReact theme (it defines the CSS variables the app styles use) is not bundled here:
// `themes.ts` links the active one at run time, ahead of these sheets, so the other theme's
// CSS is never downloaded. PrimeReact's own primereact.min.css is empty since version 10: its
// components add their structural rules to the page when they mount. Those of the components
// the first screens draw themselves (src/components/Button.tsx) are in prime-structure, built
// from PrimeReact's sources (web/build/primeStructureCss.ts), last as PrimeReact adds them.
import 'primeicons/primeicons.css';
import './app.css';
import './realtime.css';
import './contrast.css';
import 'virtual:prime-structure.css';

export { applyTheme, isTheme, THEMES, type Theme } from './themes';
