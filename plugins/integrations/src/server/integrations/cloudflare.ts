import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Cloudflare';

/**
 * Cloudflare takes two kinds of credentials: an API token (Bearer), or the account's Global API
 * Key with its e-mail address (`X-Auth-Key`, `X-Auth-Email`). With an e-mail the test reads the
 * user (`GET /client/v4/user`); without, it verifies the token (`GET /client/v4/user/tokens/verify`)
 * and that it is still active.
 */
export const cloudflare = defineIntegration({
  id: 'cloudflare',
  name: service,
  group: 'hosting',
  description: 'description.cloudflare',
  setup: {
    kind: 'form',
    fields: [
      field('cloudflare', 'access_token', 'secret', { help: true, maxLength: 200 }),
      field('cloudflare', 'cloudflare_email', 'email', { required: false, help: true }),
    ],
  },
  endpoints: { api: 'https://api.cloudflare.com' },
  test(credentials, context) {
    const key = credentials['access_token']?.trim() ?? '';
    const email = credentials['cloudflare_email']?.trim() ?? '';
    return reaching(service, async () => {
      const response = email
        ? await context.outgoing.fetch(`${context.endpoint('api')}/client/v4/user`, { headers: { 'x-auth-email': email, 'x-auth-key': key }, maxRedirects: 0 })
        : await context.outgoing.fetch(`${context.endpoint('api')}/client/v4/user/tokens/verify`, {
            headers: { authorization: `Bearer ${key}` },
            maxRedirects: 0,
          });
      const failure = failureOf(response, {
        service,
        refusedStatuses: [400, 401, 403],
        whenRefused: email
          ? 'Copy the Global API Key again (My Profile > API Tokens) and enter the e-mail address of that Cloudflare login; for an API token, leave the e-mail empty.'
          : 'Create an API token in Cloudflare (My Profile > API Tokens) and paste it whole; for the Global API Key, enter the account e-mail too.',
        detail: (body) => textAt(body, 'errors', 0, 'message'),
      });
      if (failure || email) return failure ?? { ok: true };
      const status = textAt(response.json(), 'result', 'status');
      return status === 'active'
        ? { ok: true }
        : { ok: false, message: `This Cloudflare token is ${status ?? 'not active'}. Create a new API token, then test again.` };
    });
  },
});
