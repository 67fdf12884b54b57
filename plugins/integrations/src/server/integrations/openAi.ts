import { field } from '../checks/fields.ts';
import { bodyOf, failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'OpenAI';

/**
 * OpenAI or an OpenAI-compatible server (the optional base URL, e.g. a self-hosted model
 * server): the test lists the models (`GET {base}/models`, Bearer token). OpenAI answers 429
 * both for a rate limit and for an account without credit (`insufficient_quota`): the owner
 * must act on the second, so it is told apart.
 */
export const openAi = defineIntegration({
  id: 'openai',
  name: service,
  group: 'ai',
  description: 'description.openai',
  setup: {
    kind: 'form',
    fields: [
      field('openai', 'access_token', 'secret', { help: true, maxLength: 500 }),
      field('openai', 'url', 'url', { required: false, help: true, maxLength: 500 }),
    ],
  },
  endpoints: { api: 'https://api.openai.com/v1' },
  test(credentials, context) {
    const base = (credentials['url']?.trim() || context.endpoint('api')).replace(/\/+$/, '');
    return reaching(service, async () => {
      const response = await context.outgoing.fetch(`${base}/models`, {
        headers: { authorization: `Bearer ${credentials['access_token']?.trim() ?? ''}` },
        maxRedirects: 0,
      });
      if (response.status === 429 && textAt(bodyOf(response), 'error', 'code') === 'insufficient_quota') {
        return {
          ok: false,
          message:
            'The key works, but the account has no credit left (insufficient_quota). Add credit or raise the limit in the billing settings, then test again.',
        };
      }
      return (
        failureOf(response, {
          service,
          whenRefused: credentials['url']?.trim()
            ? 'Check the access token the server expects, and that the base URL ends where its /models path starts (e.g. https://example.com/v1).'
            : 'Create a secret key on the OpenAI platform (API keys) and paste it whole; it starts with "sk-".',
          detail: (body) => textAt(body, 'error', 'message'),
        }) ?? { ok: true }
      );
    });
  },
});
