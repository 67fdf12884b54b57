import { defineIntegration } from '@chatmill/sdk';

/**
 * The workflow connector (spec: "links out"): Pabbly Connect, and any tool of its kind, connects
 * through the product's own API with an API token, so the entry opens the API reference, where
 * the calls and the token are.
 */
export const workflowConnector = defineIntegration({
  id: 'pabbly-connect',
  name: 'Pabbly Connect',
  group: 'automation',
  description: 'description.pabbly-connect',
  setup: { kind: 'link', href: '/developers/api', label: 'link.apiReference' },
});
