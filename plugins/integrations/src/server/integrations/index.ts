import type { IntegrationDefinition } from '@chatmill/sdk';
import { activeCampaign } from './activeCampaign.ts';
import { amazonSes } from './amazonSes.ts';
import { cloudflare } from './cloudflare.ts';
import { getResponse } from './getResponse.ts';
import { gkash } from './gkash.ts';
import { klaviyo } from './klaviyo.ts';
import { integromat, lazada, shopify, zapier } from './listed.ts';
import { mailChimp } from './mailChimp.ts';
import { openAi } from './openAi.ts';
import { payMongo } from './payMongo.ts';
import { payPal } from './payPal.ts';
import { razorPay } from './razorPay.ts';
import { sendFox } from './sendFox.ts';
import { sendGrid } from './sendGrid.ts';
import { smtp } from './smtp.ts';
import { stripe } from './stripe.ts';
import { workflowConnector } from './workflowConnector.ts';

/** The integrations of spec 1 §3.7, in the order the screen lists them within each group. */
export const integrations: IntegrationDefinition[] = [
  smtp,
  amazonSes,
  sendGrid,
  payPal,
  stripe,
  payMongo,
  gkash,
  razorPay,
  openAi,
  sendFox,
  mailChimp,
  activeCampaign,
  klaviyo,
  getResponse,
  shopify,
  lazada,
  zapier,
  integromat,
  workflowConnector,
  cloudflare,
];
