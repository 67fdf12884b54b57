import { AppError } from '@chatmill/sdk';
import { newSecretToken, sha256 } from '../auth/tokens.ts';
import type { ApiTokenRepository } from './apiTokenRepository.ts';
import { apiTokenMark } from './apiTokenAuth.ts';
import type { ApiTokenView, CreateApiTokenBody, CreatedApiToken } from '@chatmill/sdk/contracts';

/** Enough for every script and integration a user runs; more usually means forgotten tokens. */
export const maxApiTokens = 50;
/** How much of the secret the list shows: the mark and a few characters, never enough to use. */
const shownPrefixLength = apiTokenMark.length + 6;

/**
 * Personal API tokens (spec 1, 2.2 "API Access Token"): the secret is made here, shown in the
 * answer to its creation once, and stored only as its SHA-256.
 */
export class ApiTokenService {
  readonly #tokens: ApiTokenRepository;

  constructor(tokens: ApiTokenRepository) {
    this.#tokens = tokens;
  }

  async list(): Promise<{ items: ApiTokenView[] }> {
    return { items: await this.#tokens.list() };
  }

  async create(body: CreateApiTokenBody): Promise<CreatedApiToken> {
    if ((await this.#tokens.countActive()) >= maxApiTokens) {
      throw new AppError('UNPROCESSABLE', `You already have ${maxApiTokens} API tokens, the most allowed. Revoke one you no longer use first.`);
    }
    const secret = `${apiTokenMark}${newSecretToken()}`;
    const token = await this.#tokens.create({ name: body.name, scope: body.scope, tokenHash: sha256(secret), tokenPrefix: secret.slice(0, shownPrefixLength) });
    return { token, secret };
  }

  async revoke(id: number): Promise<void> {
    if (!(await this.#tokens.revoke(id))) throw new AppError('NOT_FOUND', `You have no API token with id ${id}.`);
  }
}
