// The PrimeReact theme (it defines the CSS variables the app styles use) is not bundled here:
// `themes.ts` links the active one at run time, ahead of these sheets, so the other theme's
// CSS is never downloaded.
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app.css';
import './realtime.css';
import './contrast.css';

export { applyTheme, isTheme, THEMES, type Theme } from './themes';
