import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { OAuthProviderSettings } from '../../config/schema.ts';
import { callProvider, type OAuthProfile, type OAuthProvider } from './oauthProvider.ts';

const tokenResponse = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
const me = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });

/**
 * Facebook Login's code flow. Graph API calls carry `appsecret_proof` (HMAC-SHA256 of the
 * access token keyed with the app secret), which apps with "Require App Secret" must send.
 */
export class FacebookProvider implements OAuthProvider {
  readonly id = 'facebook' as const;
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
      scope: 'email,public_profile',
      state,
    }).toString();
    return url.toString();
  }

  async fetchProfile(code: string, redirectUri: string): Promise<OAuthProfile> {
    const tokenUrl = new URL(this.#settings.tokenUrl);
    tokenUrl.search = new URLSearchParams({
      client_id: this.#settings.clientId,
      client_secret: this.#settings.clientSecret,
      redirect_uri: redirectUri,
      code,
    }).toString();
    const token = await callProvider('Facebook', tokenUrl.toString(), { headers: { accept: 'application/json' } }, tokenResponse);
    const profileUrl = new URL(this.#settings.profileUrl);
    profileUrl.search = new URLSearchParams({
      fields: 'id,name,email',
      access_token: token.access_token,
      appsecret_proof: createHmac('sha256', this.#settings.clientSecret).update(token.access_token).digest('hex'),
    }).toString();
    const profile = await callProvider('Facebook', profileUrl.toString(), { headers: { accept: 'application/json' } }, me);
    return { providerUserId: profile.id, email: profile.email?.toLowerCase() ?? null, name: profile.name ?? 'Facebook user' };
  }
}
