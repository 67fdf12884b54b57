import { z } from 'zod';
import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { UsageService } from './usageService.ts';

const featureUsage = z.object({
  featureId: z.number().int(),
  name: z.string(),
  period: z.enum(['month', 'year', 'lifetime']),
  enabled: z.boolean(),
  limit: z.number().int(),
  used: z.number().int(),
  lifetimeLimit: z.number().int(),
  lifetimeUsed: z.number().int(),
});

export const packageSummary = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  exempt: z.boolean(),
  features: z.array(featureUsage),
});

/** The account's package and usage: the dashboard's feature checks and the Usage Log tab. */
export function usageRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/account/usage',
      tag: 'Account',
      summary: "The account's package, every feature's limits and this period's usage",
      access: 'session',
      response: packageSummary,
      handler: async ({ em, user, services }) => services.resolve(UsageService).summary(em, user!),
    }),
  ];
}
