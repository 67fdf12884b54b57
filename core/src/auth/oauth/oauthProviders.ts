import type { Settings } from '../../config/schema.ts';
import type { OAuthProviderId } from '../../db/entities/OAuthIdentity.ts';
import { FacebookProvider } from './facebookProvider.ts';
import { GoogleProvider } from './googleProvider.ts';
import type { OAuthProvider } from './oauthProvider.ts';

/** The sign-in providers that have settings; the others are hidden from the login screen. */
export class OAuthProviders {
  readonly #providers = new Map<OAuthProviderId, OAuthProvider>();

  constructor(settings: Settings) {
    if (settings.oauth.google) this.#providers.set('google', new GoogleProvider(settings.oauth.google));
    if (settings.oauth.facebook) this.#providers.set('facebook', new FacebookProvider(settings.oauth.facebook));
  }

  get(id: OAuthProviderId): OAuthProvider | undefined {
    return this.#providers.get(id);
  }

  isConfigured(id: OAuthProviderId): boolean {
    return this.#providers.has(id);
  }
}
