import { basicAuth } from '../checks/basicAuth.ts';
import { fillEndpoint } from '../checks/endpointTemplate.ts';
import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Mailchimp';

/**
 * Mailchimp: every account lives in one data center, named at the end of its API key
 * (`…-us21`), and the API answers only there: `https://us21.api.mailchimp.com`. The test calls
 * the health check (`GET /3.0/ping`), which still needs a valid key (Basic, the key as password).
 */
export const mailChimp = defineIntegration({
  id: 'mailchimp',
  name: service,
  group: 'marketing',
  description: 'description.mailchimp',
  setup: { kind: 'form', fields: [field('mailchimp', 'access_token', 'secret', { help: true, maxLength: 200 })] },
  endpoints: { api: 'https://{dc}.api.mailchimp.com' },
  test(credentials, context) {
    const key = credentials['access_token']?.trim() ?? '';
    const dc = key.includes('-') ? key.slice(key.lastIndexOf('-') + 1) : '';
    const base = fillEndpoint(context.endpoint('api'), { dc: { value: dc, pattern: /^[a-z]{2,4}\d{1,3}$/ } });
    if (!base) {
      return Promise.resolve({
        ok: false,
        message: 'A Mailchimp API key ends with its data center, e.g. "-us21". Copy the whole key from Mailchimp (Profile > Extras > API keys).',
      });
    }
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${base}/3.0/ping`, { headers: { authorization: basicAuth('chatmill', key) }, maxRedirects: 0 });
      return (
        failureOf(response, {
          service,
          whenRefused: 'Copy the API key again from Mailchimp (Profile > Extras > API keys); a key that was disabled must be replaced.',
          detail: (body) => [textAt(body, 'title'), textAt(body, 'detail')].filter(Boolean).join(': ') || undefined,
        }) ?? { ok: true }
      );
    });
  },
});
