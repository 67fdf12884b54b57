// Order matters: the PrimeReact theme defines the CSS variables the app styles use.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app.css';
