import { z } from 'zod';
import { integrationGroups } from '../../integrations/integrationDefinition.ts';

/**
 * The integrations screen (`/integrations`, spec 1 §3.7) and its API under /api/integrations:
 * every integration the brand's plugins declare, grouped, with the account's state. Secrets
 * never come back: a secret field is `{ set }` only. Shared by the core's routes, the OpenAPI
 * document and, as types, the dashboard shell.
 */

export const integrationGroup = z.enum(integrationGroups);

export const integrationFieldView = z.object({
  key: z.string(),
  /** A key of the declaring plugin's catalogue. */
  label: z.string(),
  type: z.enum(['text', 'secret', 'email', 'url', 'number', 'select']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  /** A catalogue key with a hint, or null. */
  help: z.string().nullable(),
  maxLength: z.number().int(),
});
export type IntegrationFieldView = z.output<typeof integrationFieldView>;

export const integrationSetupView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('form'), fields: z.array(integrationFieldView) }),
  z.object({ kind: z.literal('link'), href: z.string(), label: z.string() }),
  z.object({ kind: z.literal('listed') }),
]);
export type IntegrationSetupView = z.output<typeof integrationSetupView>;

export const integrationTestOutcome = z.object({
  /** When it ran (ISO 8601). */
  at: z.string(),
  ok: z.boolean(),
  /** What the service said, in the owner's words: what to fix on a failure, a detail on success; null when nothing. */
  message: z.string().nullable(),
});
export type IntegrationTestOutcome = z.output<typeof integrationTestOutcome>;

export const integrationState = z.object({
  /** Saved, with every required field set. */
  connected: z.boolean(),
  /** The plain fields' stored values, by field key. */
  values: z.record(z.string(), z.string()),
  /** The secret fields: only whether each is set, never the secret. */
  secrets: z.record(z.string(), z.object({ set: z.boolean() })),
  /** The last test of the stored credentials; null before any. */
  lastTest: integrationTestOutcome.nullable(),
  updatedAt: z.string().nullable(),
});
export type IntegrationState = z.output<typeof integrationState>;

export const integrationView = z.object({
  id: z.string(),
  /** The plugin that declares it; its catalogue holds the description and field labels. */
  pluginId: z.string(),
  /** The service's own name, shown as is. */
  name: z.string(),
  group: integrationGroup,
  description: z.string(),
  setup: integrationSetupView,
  /** It has a connection test. */
  testable: z.boolean(),
  state: integrationState,
});
export type IntegrationView = z.output<typeof integrationView>;

export const integrationsResponse = z.object({
  /** In the screen's order; groups without integrations are left out. */
  groups: z.array(z.object({ group: integrationGroup, integrations: z.array(integrationView) })),
});
export type IntegrationsResponse = z.output<typeof integrationsResponse>;

export const integrationIdParams = z.object({ id: z.string().max(40) });

/** Values by field key: text sets a field, null clears it, a field left out keeps what is stored. */
export const integrationValuesInput = z.record(
  z.string().max(64),
  z.string({ error: 'Enter the value as text, or null to clear it.' }).max(4096, 'Use at most 4096 characters.').nullable(),
);

export const integrationSaveBody = z.strictObject({ values: integrationValuesInput });
export type IntegrationSaveBody = z.input<typeof integrationSaveBody>;

export const integrationTestBody = z.strictObject({
  /** Values not saved yet, tried over the stored ones (secrets left out use the stored secret). */
  values: integrationValuesInput.optional(),
});
export type IntegrationTestBody = z.input<typeof integrationTestBody>;

export const integrationTestResponse = integrationTestOutcome.extend({
  /** The result was kept as the integration's last test (the stored credentials were tested). */
  stored: z.boolean(),
});
export type IntegrationTestResponse = z.output<typeof integrationTestResponse>;
