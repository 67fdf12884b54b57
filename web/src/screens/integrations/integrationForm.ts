import { z } from 'zod';
import type { IntegrationFieldView, IntegrationView } from '@chatmill/sdk/contracts';
import type { IntegrationValues } from './integrationsApi.ts';

/** What the form holds: every field as text; a secret field is empty unless a new secret is typed. */
export type IntegrationFormValues = Record<string, string>;

export function formFields(integration: IntegrationView): IntegrationFieldView[] {
  return integration.setup.kind === 'form' ? integration.setup.fields : [];
}

/** The stored plain values; secrets start empty ("set — leave empty to keep"). */
export function initialFormValues(integration: IntegrationView): IntegrationFormValues {
  return Object.fromEntries(formFields(integration).map((field) => [field.key, field.type === 'secret' ? '' : (integration.state.values[field.key] ?? '')]));
}

/**
 * The form's own check: what is required and missing, in the user's language. The rest (email,
 * number, options, addresses the guard refuses) is the server's, whose messages come back at
 * their fields.
 */
export function integrationFormSchema(integration: IntegrationView, cleared: ReadonlySet<string>, required: string) {
  const shape = Object.fromEntries(
    formFields(integration).map((field) => {
      const keepsStored = field.type === 'secret' && integration.state.secrets[field.key]?.set === true && !cleared.has(field.key);
      const must = field.required && !keepsStored;
      return [field.key, must ? z.string().trim().min(1, required) : z.string()];
    }),
  );
  return z.object(shape);
}

/**
 * The values to send: plain fields as typed (empty clears an optional one), a secret only when a
 * new one was typed, or null when the owner cleared it; one left empty keeps the stored secret.
 */
export function valuesToSend(integration: IntegrationView, values: IntegrationFormValues, cleared: ReadonlySet<string>): IntegrationValues {
  const out: IntegrationValues = {};
  for (const field of formFields(integration)) {
    const value = (values[field.key] ?? '').trim();
    if (field.type !== 'secret') out[field.key] = value === '' ? null : value;
    else if (value !== '') out[field.key] = value;
    else if (cleared.has(field.key)) out[field.key] = null;
  }
  return out;
}

/** The server names bad fields `values.<key>`; the form names them `<key>`. */
export function serverFieldNames(integration: IntegrationView): Record<string, string> {
  return Object.fromEntries(formFields(integration).map((field) => [`values.${field.key}`, field.key]));
}

/** Where an integration stands, for its tag: connected, its last test failed, or not set up. */
export type IntegrationStatus = 'connected' | 'testFailed' | 'notSetUp';

export function statusOf(integration: IntegrationView): IntegrationStatus {
  if (!integration.state.connected) return 'notSetUp';
  return integration.state.lastTest?.ok === false ? 'testFailed' : 'connected';
}
