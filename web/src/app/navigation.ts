type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/**
 * Lets code outside components (session flow, logout) move within the single-page app.
 * main.tsx plugs in the router's navigate; until then a full page load is the fallback.
 */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
