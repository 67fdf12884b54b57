import { create } from 'zustand';
import { fetchSession } from '../api/auth';
import { isApiError } from '../api/ApiError';
import type { User } from '../api/types';
import { registerStateReset } from './clientState';

/**
 * unknown: not asked yet; loading: session call in flight; authenticated / anonymous: answered;
 * ending: the session is over (logout, or invalidated elsewhere) and the app is on its way
 * to the login screen; error: the session call failed for another reason (network, 5xx).
 */
export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous' | 'ending' | 'error';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  setUser: (user: User) => void;
  /** Hides the protected screens without redirecting; see `endSession`. */
  markEnding: () => void;
  loadSession: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  user: null,

  setUser: (user) => set({ status: 'authenticated', user }),

  markEnding: () => set({ status: 'ending', user: null }),

  // Several guards may ask at once on start; they share one request.
  loadSession: () => {
    if (inFlight) return inFlight;
    set({ status: 'loading' });
    inFlight = fetchSession()
      .then((user) => set({ status: 'authenticated', user }))
      .catch((error: unknown) => {
        // Only settle a state this call started: the invalidation flow or a login that
        // finished meanwhile owns it otherwise.
        if (get().status !== 'loading') return;
        // 401 means "not logged in"; anything else (network, 5xx) is worth a retry.
        const unauthenticated = isApiError(error) && error.status === 401;
        set({ status: unauthenticated ? 'anonymous' : 'error', user: null });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

// After a reset we know there is no session, so the state is 'anonymous', not 'unknown':
// the login screen must not ask the server again.
registerStateReset(() => useSessionStore.setState({ status: 'anonymous', user: null }));
