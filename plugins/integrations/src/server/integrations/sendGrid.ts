import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'SendGrid';

/** SendGrid: the test lists the scopes of the key (`GET /v3/scopes`) and checks it may send mail. */
export const sendGrid = defineIntegration({
  id: 'sendgrid',
  name: service,
  group: 'email',
  description: 'description.sendgrid',
  setup: { kind: 'form', fields: [field('sendgrid', 'api_key', 'secret', { help: true, maxLength: 200 })] },
  endpoints: { api: 'https://api.sendgrid.com' },
  test(credentials, context) {
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/v3/scopes`, {
        headers: { authorization: `Bearer ${credentials['api_key']?.trim() ?? ''}`, accept: 'application/json' },
        maxRedirects: 0,
      });
      const failure = failureOf(response, {
        service,
        whenRefused: 'Create an API key in SendGrid (Settings > API Keys) and paste it whole; it starts with "SG.".',
        detail: (body) => textAt(body, 'errors', 0, 'message'),
      });
      if (failure) return failure;
      const scopes = (response.json() as { scopes?: unknown }).scopes;
      return Array.isArray(scopes) && scopes.includes('mail.send')
        ? { ok: true }
        : { ok: false, message: 'This SendGrid key may not send mail. Give it the "Mail Send" permission (or full access) in SendGrid, then test again.' };
    });
  },
});
