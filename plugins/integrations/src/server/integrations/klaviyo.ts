import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Klaviyo';
/** The API revision this plugin speaks; Klaviyo refuses requests without one and retires a revision two years after it. */
export const klaviyoRevision = '2026-10-15';

/** Klaviyo: the test reads the account (`GET /api/accounts/`) with a private key, which needs the "Accounts: read" scope. */
export const klaviyo = defineIntegration({
  id: 'klaviyo',
  name: service,
  group: 'marketing',
  description: 'description.klaviyo',
  setup: { kind: 'form', fields: [field('klaviyo', 'api_key', 'secret', { help: true, maxLength: 200 })] },
  endpoints: { api: 'https://a.klaviyo.com' },
  test(credentials, context) {
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/api/accounts/`, {
        headers: {
          authorization: `Klaviyo-API-Key ${credentials['api_key']?.trim() ?? ''}`,
          revision: klaviyoRevision,
          accept: 'application/vnd.api+json',
        },
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused:
            response.status === 403
              ? 'Give the key the "Accounts: read" scope in Klaviyo (Settings > API keys), or use a full-access key.'
              : 'Create a private API key in Klaviyo (Settings > API keys) and paste it whole; it starts with "pk_".',
          detail: (body) => textAt(body, 'errors', 0, 'detail'),
        }) ?? { ok: true }
      );
    });
  },
});
