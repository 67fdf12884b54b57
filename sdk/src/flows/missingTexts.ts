/**
 * What the core node types say is missing before they can run (their spec's `missing`), in
 * the server's English. The editor translates each by its key (`flowBuilder.missing.<key>`);
 * a plugin's own texts are shown as the plugin words them.
 */
export const missingTexts = {
  message: 'Add at least one message.',
  question: 'Write the question.',
  saveTo: 'Choose the subscriber field or the custom variable the answer is saved to.',
  wait: 'Set how long to wait.',
  rule: 'Add at least one rule.',
  action: 'Add at least one action.',
  notificationTitle: 'Write the notification title.',
} as const;
export type MissingTextKey = keyof typeof missingTexts;

export function missingTextKey(text: string): MissingTextKey | undefined {
  return (Object.keys(missingTexts) as MissingTextKey[]).find((key) => missingTexts[key] === text);
}
