import { navigateTo } from '../app/navigation';
import { resetClientState } from './clientState';
import { LOGIN_PATH } from './nextPath';
import { useSessionStore } from './sessionStore';

/**
 * Leaves a session that is over: go to the login screen first, then wipe the client state.
 * In the other order the route guard would see "anonymous" on the protected page and add
 * its own `?next=` redirect; while moving, the state is 'ending' so neither the guard nor
 * the login screen redirects.
 */
export async function endSession(): Promise<void> {
  useSessionStore.getState().markEnding();
  await navigateTo(LOGIN_PATH);
  resetClientState();
}
