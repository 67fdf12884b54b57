import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  id: string;
  name: string;
  email: string;
}

/**
 * Local stand-ins for Google's and Facebook's OAuth endpoints, speaking their documented wire
 * formats: the authorize page (which here consents at once for `user`), the token exchange
 * (checks client id, secret, code and redirect URI) and the profile endpoint (checks the bearer
 * token, and for Facebook the `appsecret_proof` HMAC).
 */
export class FakeOAuthProvider {
  readonly kind: 'google' | 'facebook';
  readonly clientId = `client-${randomBytes(4).toString('hex')}`;
  readonly clientSecret = randomBytes(16).toString('hex');
  user: FakeUser;
  readonly calls: string[] = [];
  readonly #codes = new Map<string, string>(); // code -> redirect_uri
  readonly #tokens = new Set<string>();
  readonly #server: Server;
  #base = '';

  constructor(kind: 'google' | 'facebook', user: FakeUser) {
    this.kind = kind;
    this.user = user;
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    this.#base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Environment settings that point the product's adapter here. */
  env(): Record<string, string> {
    if (this.kind === 'google') {
      return {
        GOOGLE_CLIENT_ID: this.clientId,
        GOOGLE_CLIENT_SECRET: this.clientSecret,
        GOOGLE_AUTHORIZE_URL: `${this.#base}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${this.#base}/token`,
        GOOGLE_PROFILE_URL: `${this.#base}/v1/userinfo`,
      };
    }
    return {
      FACEBOOK_APP_ID: this.clientId,
      FACEBOOK_APP_SECRET: this.clientSecret,
      FACEBOOK_AUTHORIZE_URL: `${this.#base}/v21.0/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${this.#base}/v21.0/oauth/access_token`,
      FACEBOOK_PROFILE_URL: `${this.#base}/v21.0/me`,
    };
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#base);
    this.calls.push(`${req.method} ${url.pathname}`);
    if (url.pathname.endsWith('/auth') || url.pathname.endsWith('/dialog/oauth')) return this.#authorize(url, res);
    if (this.kind === 'google' && url.pathname === '/token' && req.method === 'POST') {
      return this.#token(new URLSearchParams(await readBody(req)), res);
    }
    if (this.kind === 'facebook' && url.pathname.endsWith('/oauth/access_token')) return this.#token(url.searchParams, res);
    if (url.pathname.endsWith('/userinfo') || url.pathname.endsWith('/me')) return this.#profile(req, url, res);
    send(res, 404, { error: 'not_found' });
  }

  #authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    if (q.get('client_id') !== this.clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri') || !q.get('state')) {
      return send(res, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(12).toString('hex');
    this.#codes.set(code, q.get('redirect_uri')!);
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: back.toString() }).end();
  }

  #token(params: URLSearchParams, res: ServerResponse): void {
    const code = params.get('code') ?? '';
    const valid =
      params.get('client_id') === this.clientId &&
      params.get('client_secret') === this.clientSecret &&
      this.#codes.get(code) === params.get('redirect_uri') &&
      (this.kind === 'facebook' || params.get('grant_type') === 'authorization_code');
    if (!valid) {
      return this.kind === 'google'
        ? send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
        : send(res, 400, { error: { message: 'Invalid verification code format.', type: 'OAuthException', code: 100 } });
    }
    this.#codes.delete(code); // a code works once
    const token = randomBytes(16).toString('hex');
    this.#tokens.add(token);
    if (this.kind === 'google') {
      send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: 'openid email profile', id_token: 'unused.in.this.flow' });
    } else {
      send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
  }

  #profile(req: IncomingMessage, url: URL, res: ServerResponse): void {
    if (this.kind === 'google') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!this.#tokens.has(token)) return send(res, 401, { error: 'invalid_token' });
      return send(res, 200, { sub: this.user.id, name: this.user.name, email: this.user.email, email_verified: true, picture: '' });
    }
    const token = url.searchParams.get('access_token') ?? '';
    const proof = createHmac('sha256', this.clientSecret).update(token).digest('hex');
    if (!this.#tokens.has(token)) return send(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    if (url.searchParams.get('appsecret_proof') !== proof) {
      return send(res, 400, { error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } });
    }
    send(res, 200, { id: this.user.id, name: this.user.name, email: this.user.email });
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
