import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import {
  integrationIdParams,
  integrationSaveBody,
  integrationsResponse,
  integrationTestBody,
  integrationTestResponse,
  integrationView,
} from '@chatmill/sdk/contracts';
import { AttemptCounters } from '../auth/attemptCounters.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import { CURRENT_BRAND } from '../di/tokens.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { IntegrationCaller, IntegrationService } from './integrationService.ts';
import { integrationTestsPerMinute } from './integrationService.ts';

const tag = 'Integrations';
/** The integrations screen's route slug (spec 1, 2.2 `/integrations`), granted by access levels like any page's. */
export const integrationsSlug = 'integrations';

/** The signed-in account, and what its brand shows: the plugins it has on, and no AI group on a white label. */
async function callerOf(ctx: RouteContext<unknown, unknown, unknown>, brandPlugins: BrandPlugins): Promise<IntegrationCaller> {
  const brand = ctx.services.resolve<BrandInfo>(CURRENT_BRAND);
  return { accountId: ctx.user!.accountId, audience: { disabledPlugins: await brandPlugins.disabledFor(ctx.em, brand.id), whitelabel: brand.whitelabel } };
}

/**
 * /api/integrations: the integrations screen (spec 1 §3.7). The account's credentials for the
 * integrations the brand's plugins declare, secrets write-only (answered as `{ set }`), each
 * with a connection test through the outgoing-URL guard.
 */
export function integrationRoutes(service: IntegrationService, brandPlugins: BrandPlugins): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/integrations',
      tag,
      summary: "The brand's integrations, grouped in the screen's order, with the account's state of each",
      description:
        'Each integration comes with its setup (a form of fields, a link, or listed only) and the account’s state: the plain fields’ values, `{ set }` for each secret field (never the secret), connected or not, and the last test. The AI group is absent on white-label brands.',
      access: 'session',
      permission: { slug: integrationsSlug, action: 'read' },
      response: integrationsResponse,
      handler: async (ctx) => service.list(ctx.em, await callerOf(ctx, brandPlugins)),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/integrations/:id',
      tag,
      summary: "Save the account's credentials for an integration",
      description:
        'Fields are checked against the integration’s definition (required, email, whole number, select options, length; `url` fields may not point at private, loopback or metadata addresses). A secret left out (or sent empty) keeps the stored one, null removes it. Saving forgets the last test.',
      access: 'session',
      permission: { slug: integrationsSlug, action: 'edit' },
      params: integrationIdParams,
      body: integrationSaveBody,
      response: integrationView,
      errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
      handler: async (ctx) => service.save(ctx.em, await callerOf(ctx, brandPlugins), ctx.params.id, ctx.body.values),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/integrations/:id',
      tag,
      summary: "Remove the account's credentials for an integration",
      access: 'session',
      permission: { slug: integrationsSlug, action: 'delete' },
      params: integrationIdParams,
      status: 204,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        await service.remove(ctx.em, await callerOf(ctx, brandPlugins), ctx.params.id);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/integrations/:id/test',
      tag,
      summary: 'Test the connection with the stored credentials, or with values not saved yet laid over them',
      description: `Runs the integration’s own check against the service, through the outgoing-URL guard and within a time limit. At most ${integrationTestsPerMinute} tests a minute per account. A test of the stored credentials (no values given) is kept as the integration’s last test. A failure is an answer with \`ok: false\` and what to fix, not an error.`,
      access: 'session',
      permission: { slug: integrationsSlug, action: 'edit' },
      params: integrationIdParams,
      body: integrationTestBody,
      response: integrationTestResponse,
      errors: ['NOT_FOUND', 'VALIDATION_FAILED', 'RATE_LIMITED'],
      handler: async (ctx) =>
        service.test(ctx.em, ctx.services.resolve(AttemptCounters), await callerOf(ctx, brandPlugins), ctx.params.id, ctx.body.values ?? {}),
    }),
  ];
}
