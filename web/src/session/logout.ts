import { logoutRequest } from '../api/auth';
import { isApiError } from '../api/ApiError';
import { endSession } from './endSession';

/**
 * Ends the session on the server, then clears every store and the app's storage (browser
 * id included) and goes to login. When the server could not be reached the user stays
 * logged in here (the generic toast has said why), because the cookie is still valid.
 * Returns whether the user was logged out.
 */
export async function logout(): Promise<boolean> {
  try {
    await logoutRequest();
  } catch (error) {
    // Any answer from the server (even "already invalid") means this session is over.
    if (!isApiError(error) || !error.fromServer) return false;
  }
  await endSession();
  return true;
}
