import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeAnswer, FakeRequest, FakeService } from './fakeService.ts';
import { mailServices } from './mailApis.ts';
import { marketingServices } from './marketingApis.ts';
import { modelAndHostingServices } from './modelAndHostingApis.ts';
import { paymentServices } from './paymentApis.ts';

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** What the fake accepts: one set of valid credentials per service, made up at start. */
export function makeCredentials() {
  return {
    ses: { accessKeyId: `AKIA${hex(8).toUpperCase()}`, secretAccessKey: hex(20), region: 'eu-west-1', productionAccess: true },
    sendgrid: { apiKey: `SG.${hex(11)}.${hex(21)}`, scopes: ['mail.send', 'templates.read'] },
    stripe: { test: `sk_test_${hex(12)}`, live: `sk_live_${hex(12)}` },
    paypal: { sandbox: { id: `A${hex(20)}`, secret: `E${hex(20)}` }, live: { id: `A${hex(20)}`, secret: `E${hex(20)}` } },
    razorpay: { id: `rzp_test_${hex(7)}`, secret: hex(12) },
    paymongo: { secret: `sk_test_${hex(12)}` },
    gkash: { sandbox: { cid: `M102-U-${hex(2)}`, key: hex(12) }, live: { cid: `M161-U-${hex(2)}`, key: hex(12) } },
    openai: { token: `sk-${hex(24)}`, credit: true },
    sendfox: { token: `eyJ${hex(30)}`, paidPlan: true },
    mailchimp: { key: `${hex(16)}-us21` },
    activecampaign: { account: 'acme', token: hex(36) },
    klaviyo: { key: `pk_${hex(17)}`, scopes: ['accounts:read'] },
    getresponse: { key: hex(16) },
    cloudflare: { email: 'owner@example.com', globalKey: hex(18), token: hex(20), tokenStatus: 'active' as 'active' | 'disabled' | 'expired' },
  };
}
export type FakeCredentials = ReturnType<typeof makeCredentials>;

/**
 * Local stand-ins for the APIs the integrations' connection tests call, on one loopback port:
 * each service answers the host names it owns (`stripe.example.test`, `us21.mailchimp.example.test`),
 * which the tests' guard resolves to 127.0.0.1, so a request reaches the fake only through the
 * guarded outgoing client. Each checks the credentials as the real service does and answers its
 * documented success and error bodies; `failNext` makes a service answer its rate-limit or
 * outage reply once.
 */
export class FakeIntegrationApis {
  readonly credentials: FakeCredentials = makeCredentials();
  /** Every request, `service METHOD host path`. */
  readonly requests: string[] = [];
  readonly #services: FakeService[];
  readonly #failNext = new Map<string, 429 | 500 | 502 | 503>();
  readonly #server: Server;
  #port = 0;

  constructor() {
    this.#services = [
      ...mailServices(this.credentials),
      ...paymentServices(this.credentials),
      ...marketingServices(this.credentials),
      ...modelAndHostingServices(this.credentials),
    ];
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => reply(res, { status: 500, body: String(error), headers: { 'content-type': 'text/plain' } }));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve()));
    this.#port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** `http://<host>.example.test:<port>`: a base URL the fake answers (the name resolves only through the tests' guard). */
  url(host: string): string {
    return `http://${host}.example.test:${this.#port}`;
  }

  /** The next request to `service` gets its rate-limit (429) or outage (5xx) answer. */
  failNext(service: string, status: 429 | 500 | 502 | 503): void {
    this.#failNext.set(service, status);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '');
    const host = hostHeader.replace(/\.example\.test$/, '');
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      host,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    const service = this.#services.find((candidate) => candidate.host.test(host));
    this.requests.push(`${service?.name ?? '?'} ${request.method} ${hostHeader} ${request.path}`);
    if (!service) return reply(res, { status: 404, body: `No fake service at ${hostHeader}`, headers: { 'content-type': 'text/plain' } });
    const failure = this.#failNext.get(service.name);
    if (failure) {
      this.#failNext.delete(service.name);
      return reply(res, failure === 429 ? service.rateLimited() : service.outage(failure));
    }
    reply(res, service.handle(request));
  }
}

function reply(res: ServerResponse, answer: FakeAnswer): void {
  const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  res.writeHead(answer.status, answer.headers ?? {}).end(body);
}
