import type { IntegrationField } from '@chatmill/sdk';

/**
 * Field declarations in this plugin's catalogue terms: a field's label is `field.<key>` (the
 * same key reads the same in every integration), its hint `help.<integration>.<key>`.
 */
export function field(
  integrationId: string,
  key: string,
  type: IntegrationField['type'],
  options: { required?: boolean; help?: boolean; maxLength?: number } = {},
): IntegrationField {
  return {
    key,
    label: `field.${key}`,
    type,
    ...(options.required === false ? { required: false } : {}),
    ...(options.help ? { help: `help.${integrationId}.${key}` } : {}),
    ...(options.maxLength ? { maxLength: options.maxLength } : {}),
  };
}
