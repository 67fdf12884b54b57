import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'SendFox';

/** SendFox: the test reads the token's user (`GET /me`, Bearer personal access token); the API needs a paid plan (402 otherwise). */
export const sendFox = defineIntegration({
  id: 'sendfox',
  name: service,
  group: 'marketing',
  description: 'description.sendfox',
  setup: { kind: 'form', fields: [field('sendfox', 'access_token', 'secret', { help: true, maxLength: 2000 })] },
  endpoints: { api: 'https://api.sendfox.com' },
  test(credentials, context) {
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/me`, {
        headers: { authorization: `Bearer ${credentials['access_token']?.trim() ?? ''}`, accept: 'application/json' },
        maxRedirects: 0,
      });
      if (response.status === 402) {
        return { ok: false, message: 'SendFox gives API access on paid plans only. Upgrade the SendFox account, then test again.' };
      }
      return (
        failureOf(response, {
          service,
          whenRefused: 'Create a personal access token in SendFox (Settings > Connections > API tokens) and paste it whole.',
          detail: (body) => textAt(body, 'message'),
        }) ?? { ok: true }
      );
    });
  },
});
