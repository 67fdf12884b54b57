import { AppError } from '@chatmill/sdk';
import type { z } from 'zod';
import type { OAuthProviderId } from '../../db/entities/OAuthIdentity.ts';

export interface OAuthProfile {
  providerUserId: string;
  /** Null when the provider has no verified email for the user. */
  email: string | null;
  name: string;
}

/** One sign-in provider: where to send the browser, and how to turn the returned code into a profile. */
export interface OAuthProvider {
  readonly id: OAuthProviderId;
  authorizationUrl(state: string, redirectUri: string): string;
  fetchProfile(code: string, redirectUri: string): Promise<OAuthProfile>;
}

/** Calls a provider endpoint and checks its answer against the documented shape. */
export async function callProvider<S extends z.ZodType>(provider: string, url: string, init: RequestInit, schema: S): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', `${provider} could not be reached. Try again in a moment.`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new AppError('UNPROCESSABLE', `${provider} refused the sign-in (${response.status}). Start the sign-in again.`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError('SERVICE_UNAVAILABLE', `${provider} answered in an unexpected format.`);
  return parsed.data;
}
