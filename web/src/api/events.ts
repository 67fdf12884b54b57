/**
 * Side effects the HTTP client triggers but does not own: the session module shows the
 * "session invalidated" flow, the notifier shows the generic failure toast. They are
 * injected at start-up so the client stays free of UI and routing imports.
 */
export interface ApiEventHandlers {
  onSessionInvalidated: () => void;
  onHttpFailure: () => void;
  /** The server refused the action for want of permission (FORBIDDEN). */
  onActionDenied: () => void;
}

let handlers: ApiEventHandlers = {
  onSessionInvalidated: () => {},
  onHttpFailure: () => {},
  onActionDenied: () => {},
};

export function setApiEventHandlers(next: ApiEventHandlers): void {
  handlers = next;
}

export function apiEvents(): ApiEventHandlers {
  return handlers;
}
