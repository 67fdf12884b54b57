import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'ActiveCampaign';

/**
 * ActiveCampaign: each account has its own API address (`https://<account>.api-us1.com`), which
 * the owner copies with the key from Settings > Developer; as a user-given address it goes
 * through the outgoing-URL guard like any other. The test reads the key's user
 * (`GET /api/3/users/me`, header `Api-Token`).
 */
export const activeCampaign = defineIntegration({
  id: 'activecampaign',
  name: service,
  group: 'marketing',
  description: 'description.activecampaign',
  setup: {
    kind: 'form',
    fields: [
      field('activecampaign', 'access_token', 'secret', { help: true, maxLength: 200 }),
      field('activecampaign', 'api_url', 'url', { help: true, maxLength: 500 }),
    ],
  },
  test(credentials, context) {
    // Owners paste the address with or without the /api/3 the docs show after it.
    const base = (credentials['api_url']?.trim() ?? '').replace(/\/+$/, '').replace(/\/api\/3$/, '');
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${base}/api/3/users/me`, {
        headers: { 'api-token': credentials['access_token']?.trim() ?? '', accept: 'application/json' },
        maxRedirects: 0,
      });
      return (
        failureOf(response, {
          service,
          whenRefused: 'Copy the API URL and key again from ActiveCampaign (Settings > Developer); the key belongs to the account of that URL.',
          detail: (body) => textAt(body, 'message'),
        }) ?? { ok: true }
      );
    });
  },
});
