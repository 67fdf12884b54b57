import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { graphErrors, type FakeGraphError } from './graphErrors.ts';

/** A person who signs in with Facebook in the fake's login dialog, and the pages they manage. */
export interface FakeFacebookUser {
  id: string;
  name: string;
  email: string;
  pageIds: string[];
}

/** A page as `me/accounts` lists it. */
export interface FakePageListing {
  id: string;
  name: string;
  category: string;
  token: string;
  instagram: { id: string; username: string } | null;
}

type Answer = (status: number, body: unknown) => void;

/**
 * Facebook Login as Meta documents the manual flow: the dialog (which consents at once as
 * `user`, or answers the user's cancel), the code exchanged once for a short-lived user token
 * with the app's id and secret and the same redirect URI, that token exchanged for a long-lived
 * one, then `me` and `me/accounts` (the user's pages with their tokens and Instagram accounts,
 * a page of `accountsPageSize` at a time with cursors).
 */
export class FakeFacebookLogin {
  user: FakeFacebookUser | null = null;
  /** The next dialog answers as if the user pressed Cancel. */
  cancelNext = false;
  accountsPageSize = 25;
  readonly dialogs: URLSearchParams[] = [];
  readonly #codes = new Map<string, { redirectUri: string; userId: string }>();
  readonly #userTokens = new Map<string, string>(); // token -> user id
  readonly #appId: string;
  readonly #appSecret: string;

  constructor(appId: string, appSecret: string) {
    this.#appId = appId;
    this.#appSecret = appSecret;
  }

  /** Whose user token this is, or null. */
  userOf(token: string | null): FakeFacebookUser | null {
    const id = token ? this.#userTokens.get(token) : undefined;
    return id && this.user?.id === id ? this.user : null;
  }

  dialog(query: URLSearchParams, res: ServerResponse, refuse: (failure: FakeGraphError) => void): void {
    this.dialogs.push(query);
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== this.#appId || !redirectUri) return refuse(graphErrors.invalidParameter);
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    if (this.cancelNext || !this.user) {
      this.cancelNext = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_code', '200');
      back.searchParams.set('error_description', 'Permissions error');
      back.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      this.#codes.set(code, { redirectUri, userId: this.user.id });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  accessToken(query: URLSearchParams, answer: Answer, refuse: (failure: FakeGraphError) => void): void {
    if (query.get('client_id') !== this.#appId || query.get('client_secret') !== this.#appSecret) return refuse(graphErrors.invalidClientSecret);
    const issue = (userId: string, expiresIn: number) => {
      const token = `EAA${randomBytes(12).toString('hex')}`;
      this.#userTokens.set(token, userId);
      answer(200, { access_token: token, token_type: 'bearer', expires_in: expiresIn });
    };
    if (query.get('grant_type') === 'fb_exchange_token') {
      const userId = this.#userTokens.get(query.get('fb_exchange_token') ?? '');
      return userId ? issue(userId, 5_183_944) : refuse(graphErrors.invalidToken);
    }
    const code = this.#codes.get(query.get('code') ?? '');
    if (!code) return refuse(graphErrors.codeUsed);
    if (code.redirectUri !== query.get('redirect_uri')) return refuse(graphErrors.redirectMismatch);
    this.#codes.delete(query.get('code')!);
    issue(code.userId, 3_600);
  }

  me(user: FakeFacebookUser, answer: Answer): void {
    answer(200, { id: user.id, name: user.name, email: user.email, picture: { data: { url: `https://fake.example/${user.id}.png` } } });
  }

  accounts(user: FakeFacebookUser, pages: readonly FakePageListing[], query: URLSearchParams, answer: Answer): void {
    const mine = pages.filter((page) => user.pageIds.includes(page.id));
    const start = Number(Buffer.from(query.get('after') ?? '', 'base64url').toString() || 0);
    const size = Math.min(Number(query.get('limit') ?? 25), this.accountsPageSize);
    const slice = mine.slice(start, start + size);
    const data = slice.map((page) => ({
      id: page.id,
      name: page.name,
      category: page.category,
      access_token: page.token,
      picture: { data: { url: `https://fake.example/${page.id}.png` } },
      ...(page.instagram ? { instagram_business_account: { ...page.instagram, profile_picture_url: `https://fake.example/${page.instagram.id}.png` } } : {}),
    }));
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    const more = start + size < mine.length;
    answer(200, {
      data,
      paging: {
        cursors: { before: cursor(start), after: cursor(start + size) },
        ...(more ? { next: `https://graph.facebook.com/me/accounts?after=${cursor(start + size)}` } : {}),
      },
    });
  }
}
