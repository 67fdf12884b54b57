import { tagSeparatorMessage } from '../audience/tagName.ts';

/**
 * The explanations the core node schemas give when a value has the wrong form. They are the
 * server's English; the editor translates each by its key here (`flowBuilder.settingsHints.<key>`),
 * so a schema and the editor's words cannot drift apart. A plugin's own messages have no key
 * and the editor says in general words that the value is not in the expected form.
 */
export const settingsHints = {
  https: 'URLs must be HTTPS.',
  phoneFormat: 'Use the international format, e.g. +6591234567.',
  variableName: 'Use letters, digits and _ (at most 40).',
  variableValue: 'Use letters, digits and spaces.',
  webhookUrl: 'Trigger Webhook needs a valid URL.',
  durationNumber: 'Enter the duration as a number.',
  graphId: 'letters, digits, _ and - (1 to 64)',
  tagSeparator: tagSeparatorMessage,
} as const;
export type SettingsHintKey = keyof typeof settingsHints;

/** The key of a schema's message, or undefined when it is not one of the core's. */
export function settingsHintKey(message: string): SettingsHintKey | undefined {
  return (Object.keys(settingsHints) as SettingsHintKey[]).find((key) => settingsHints[key] === message);
}
