import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@jest/globals';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';
import { password, registerOwner } from '../flows/storeWorld.ts';

/**
 * The world of the integrations tests: the product with the fixture plugin `connectors`
 * (tests/fixtures/plugin-roots/integrations: Acme Mail, Acme AI, Acme Broken, a link and a
 * listing), and a fake of the Acme services' API on 127.0.0.2, the one private address the
 * outgoing guard lets through here (127.0.0.1, 169.254.169.254 and the rest stay refused).
 * INTEGRATION_ENDPOINTS points both integrations' `api` endpoint at the fake.
 */
export const integrationsRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'integrations');
export const fakeAddress = '127.0.0.2';
/** The one password (and AI token) the fake takes. */
export const rightPassword = 'right-password-0123';

export interface AcmeFake {
  url: string;
  /** Requests the fake answered, with the Authorization header they carried. */
  calls: Array<{ path: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/** Acme's API: GET /check answers 200 with the account for `Bearer <rightPassword>`, 401 otherwise. */
export async function startAcmeFake(): Promise<AcmeFake> {
  const calls: AcmeFake['calls'] = [];
  const server: Server = createServer((req, res) => {
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const ok = req.url === '/check' && req.headers.authorization === `Bearer ${rightPassword}`;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { account: 'acme-account-7' } : { error: 'unauthorized' }));
  });
  await new Promise<void>((resolve) => server.listen(0, fakeAddress, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${fakeAddress}:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface IntegrationsWorld {
  t: TestPlatform;
  fake: AcmeFake;
  stop(): Promise<void>;
}

export async function startIntegrationsWorld(): Promise<IntegrationsWorld> {
  const fake = await startAcmeFake();
  const t = await startTestPlatform(
    { INTEGRATION_ENDPOINTS: `acme-mail.api=${fake.url}, acme-ai.api=${fake.url}` },
    { pluginRoot: integrationsRoot, allowOutgoingAddress: (address) => address === fakeAddress },
  );
  const setup = await new ApiClient(t.url).post('/api/setup', { name: 'Platform Admin', email: 'admin@example.com', password });
  expect(setup.status).toBe(201);
  return {
    t,
    fake,
    stop: async () => {
      await t.stop();
      await fake.close();
    },
  };
}

/** A complete, valid Acme Mail form. */
export function acmeMailValues(overrides: Record<string, string | null> = {}): Record<string, string | null> {
  return {
    host: 'smtp.acme-mail.example',
    port: '587',
    default_from_email: 'hello@shop.example',
    secure: 'tls',
    password: rightPassword,
    ...overrides,
  };
}

export { registerOwner };
