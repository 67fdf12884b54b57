import { definePlugin } from '@chatmill/sdk';
import { integrations } from './integrations/index.ts';

/** Integrations (spec 1 §3.7): the third-party services an account connects, each with its credential fields and a connection test. */
export default definePlugin({
  id: 'integrations',
  name: 'Integrations',
  version: '0.1.0',
  sdk: '^0.1.0',
  // No screens: the web half brings only the catalogue the integrations' labels and hints are keys of.
  web: {},
  integrations,
});
