import type { IntegrationField } from '@chatmill/sdk';
import type { IntegrationFieldView, IntegrationSetupView, IntegrationView } from '@chatmill/sdk/contracts';
import type { RegisteredIntegration } from './integrationRegistry.ts';
import type { StoredConnection } from './integrationStore.ts';

const defaultMaxLength = 4096;

/**
 * What the screen gets of an integration and the account's connection to it: the plain values,
 * `{ set }` for each secret field (never the secret, nor its sealed text), connected or not, the
 * last test.
 */
export function integrationView({ pluginId, definition }: RegisteredIntegration, stored: StoredConnection | null): IntegrationView {
  const fields = definition.setup.kind === 'form' ? definition.setup.fields : [];
  const secretFields = fields.filter((field) => field.type === 'secret');
  const plainFields = fields.filter((field) => field.type !== 'secret');
  const values = Object.fromEntries(plainFields.flatMap((field) => (stored?.values[field.key] !== undefined ? [[field.key, stored.values[field.key]!]] : [])));
  const secrets = Object.fromEntries(secretFields.map((field) => [field.key, { set: stored?.sealed[field.key] !== undefined }]));
  const connected =
    stored !== null &&
    fields.every((field) => field.required === false || (field.type === 'secret' ? secrets[field.key]!.set : values[field.key] !== undefined));
  return {
    id: definition.id,
    pluginId,
    name: definition.name,
    group: definition.group,
    description: definition.description,
    setup: setupView(definition.setup),
    testable: definition.setup.kind === 'form' && typeof definition.test === 'function',
    state: {
      connected,
      values,
      secrets,
      lastTest: stored?.lastTest ?? null,
      updatedAt: stored ? stored.updatedAt.toISOString() : null,
    },
  };
}

function setupView(setup: RegisteredIntegration['definition']['setup']): IntegrationSetupView {
  if (setup.kind === 'form') return { kind: 'form', fields: setup.fields.map(fieldView) };
  if (setup.kind === 'link') return { kind: 'link', href: setup.href, label: setup.label };
  return { kind: 'listed' };
}

function fieldView(field: IntegrationField): IntegrationFieldView {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    options: (field.options ?? []).map(({ value, label }) => ({ value, label })),
    required: field.required !== false,
    help: field.help ?? null,
    maxLength: field.maxLength ?? defaultMaxLength,
  };
}
