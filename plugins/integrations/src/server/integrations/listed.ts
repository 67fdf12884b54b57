import { defineIntegration } from '@chatmill/sdk';

/** Listed on the screen without a setup form (spec 1 §3.7): their connections come with the plugins that use them. */
export const shopify = defineIntegration({ id: 'shopify', name: 'Shopify', group: 'ecommerce', description: 'description.shopify', setup: { kind: 'listed' } });
export const lazada = defineIntegration({ id: 'lazada', name: 'Lazada', group: 'ecommerce', description: 'description.lazada', setup: { kind: 'listed' } });
export const zapier = defineIntegration({ id: 'zapier', name: 'Zapier', group: 'automation', description: 'description.zapier', setup: { kind: 'listed' } });
export const integromat = defineIntegration({
  id: 'integromat',
  name: 'Integromat',
  group: 'automation',
  description: 'description.integromat',
  setup: { kind: 'listed' },
});
