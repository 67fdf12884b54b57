import { z } from 'zod';

/** A value of a setting as a form shows and sends it. */
const settingValue = z.union([z.string().max(2000, 'Use at most 2,000 characters.'), z.number(), z.boolean()]);

/** One brand-level setting of a plugin (sdk/README.md 6.5) on the white-label screen; a secret's values never come back. */
export const brandSettingField = z.object({
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(['text', 'number', 'boolean', 'secret']),
  /** The operator's value, which applies while the brand sets none; null for a secret. */
  serverValue: settingValue.nullable(),
  /** The brand's own value; null when it sets none, and for a secret (see `isSet`). */
  value: settingValue.nullable(),
  isSet: z.boolean(),
});
export type BrandSettingField = z.output<typeof brandSettingField>;

export const brandPluginSettingsResponse = z.object({ pluginId: z.string(), fields: z.array(brandSettingField) });
export type BrandPluginSettingsResponse = z.output<typeof brandPluginSettingsResponse>;

/**
 * The brand's values to change, by setting name: a value sets it, null goes back to the server's;
 * for a secret, an empty text keeps the stored one. Settings not named stay as they are.
 */
export const brandPluginSettingsBody = z.strictObject({
  values: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/, 'Not a setting name.'), settingValue.nullable()),
});
export type BrandPluginSettingsBody = z.input<typeof brandPluginSettingsBody>;

export const brandPluginParams = z.object({ pluginId: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Not a plugin id.') });
