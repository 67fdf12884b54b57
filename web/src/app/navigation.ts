type Navigate = (to: string) => Promise<void>;

let navigate: Navigate = async (to) => {
  window.location.assign(to);
};

/**
 * Lets code outside components (session flow, logout) move within the single-page app.
 * main.tsx plugs in the router's navigate; until then a full page load is the fallback.
 */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Resolves once the router has moved (so callers can act after the old screen is gone). */
export function navigateTo(to: string): Promise<void> {
  return navigate(to);
}
