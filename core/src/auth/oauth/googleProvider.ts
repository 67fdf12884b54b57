import { z } from 'zod';
import type { OAuthProviderSettings } from '../../config/schema.ts';
import { callProvider, type OAuthProfile, type OAuthProvider } from './oauthProvider.ts';

const tokenResponse = z.object({ access_token: z.string().min(1), token_type: z.string() });
const userInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

/** Google's OAuth 2.0 authorization-code flow with the OpenID Connect userinfo endpoint. */
export class GoogleProvider implements OAuthProvider {
  readonly id = 'google' as const;
  readonly #settings: OAuthProviderSettings;

  constructor(settings: OAuthProviderSettings) {
    this.#settings = settings;
  }

  authorizationUrl(state: string, redirectUri: string): string {
    const url = new URL(this.#settings.authorizeUrl);
    url.search = new URLSearchParams({
      client_id: this.#settings.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
    }).toString();
    return url.toString();
  }

  async fetchProfile(code: string, redirectUri: string): Promise<OAuthProfile> {
    const token = await callProvider(
      'Google',
      this.#settings.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: this.#settings.clientId,
          client_secret: this.#settings.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      },
      tokenResponse,
    );
    const profile = await callProvider(
      'Google',
      this.#settings.profileUrl,
      {
        headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      },
      userInfo,
    );
    return {
      providerUserId: profile.sub,
      email: profile.email && profile.email_verified ? profile.email.toLowerCase() : null,
      name: profile.name ?? profile.email ?? 'Google user',
    };
  }
}
