import { AppError, definePluginSettings, z, type RouteContext } from '@chatmill/sdk';
import { messages } from '../common/messages.ts';

/**
 * What the operator gives the plugin (sdk/README.md 6.5): the Meta app that owns the pages'
 * webhooks and tokens, and where the Graph API is. All optional, so that a server without a Meta
 * app still starts: its screens then say that Messenger is not set up, and the webhook answers
 * CHANNEL_NOT_CONFIGURED. Not brand-level yet: one webhook URL serves every page, and Meta signs
 * it with the secret of the app the page is subscribed to, so a brand's own app needs a webhook
 * of its own first.
 */
export const messengerSettings = definePluginSettings(
  z.object({
    appId: z
      .string()
      .regex(/^\d{1,30}$/, 'the Meta app id is a number')
      .optional()
      .describe("the Meta app's id (App Dashboard, App settings, Basic)"),
    appSecret: z.string().min(16).optional().describe("the Meta app's secret, which signs webhooks and proves API calls"),
    verifyToken: z.string().min(8).optional().describe('any text you also enter in the app\'s webhook settings, as "Verify token"'),
    loginConfigId: z.string().optional().describe('the configuration id of Facebook Login for Business (its permissions), if the app has one'),
    graphApiVersion: z
      .string()
      .regex(/^v\d+\.\d+$/, 'a version such as v24.0')
      .default('v24.0')
      .describe('the Graph API version every call names'),
    graphApiBase: z.url().default('https://graph.facebook.com').describe('the Graph API address'),
    loginDialogBase: z.url().default('https://www.facebook.com').describe("the address of Facebook's login dialog"),
  }),
);

export type MessengerSettings = ReturnType<typeof messengerSettings.of>;

/** Whether the operator set the Meta app (its id and secret): without it no page can be connected. */
export function appConfigured(settings: Readonly<Record<string, unknown>>): boolean {
  return Boolean(settings['appId'] && settings['appSecret']);
}

/** The request's settings with the Meta app, or the refusal that says the server lacks it. */
export function configuredSettings(ctx: RouteContext<unknown, unknown, unknown>): MessengerSettings & { appId: string; appSecret: string } {
  const settings = messengerSettings.of(ctx);
  if (!appConfigured(settings)) throw new AppError('CHANNEL_NOT_CONFIGURED', messages.notConfigured);
  return settings as MessengerSettings & { appId: string; appSecret: string };
}
