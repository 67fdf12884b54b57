import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'GetResponse';

/**
 * GetResponse: the test reads the account (`GET /v3/accounts`, header `X-Auth-Token: api-key
 * <key>`). GetResponse answers a wrong key with 403 (error code 1014), not 401.
 */
export const getResponse = defineIntegration({
  id: 'getresponse',
  name: service,
  group: 'marketing',
  description: 'description.getresponse',
  setup: { kind: 'form', fields: [field('getresponse', 'api_key', 'secret', { help: true, maxLength: 200 })] },
  endpoints: { api: 'https://api.getresponse.com' },
  test(credentials, context) {
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${context.endpoint('api')}/v3/accounts`, {
        headers: { 'x-auth-token': `api-key ${credentials['api_key']?.trim() ?? ''}`, accept: 'application/json' },
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused: 'Create an API key in GetResponse (Tools > Integrations and API > API) and paste it whole.',
          detail: (body) => textAt(body, 'message'),
        }) ?? { ok: true }
      );
    });
  },
});
