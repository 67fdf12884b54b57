import type { TextDirection, WidgetLanguage } from '../common/protocol.ts';

/**
 * The script's own words in English, as the `script` section of the plugin's en-US catalogue
 * has them (a test keeps the two equal). Built in so the script shows English for any key the
 * server did not send, without bundling a catalogue; the visitor's language comes with 'ready'.
 */
export const english = {
  open: 'Open chat',
  close: 'Close chat',
  message: 'Message',
  placeholder: 'Type a message…',
  send: 'Send',
  conversation: 'Conversation',
  quickReplies: 'Quick replies',
  reconnecting: 'Reconnecting…',
  file: 'Open file',
  unread_one: '{{count}} new message',
  unread_other: '{{count}} new messages',
  cards_one: '{{count}} card',
  cards_other: '{{count}} cards',
} as const;

type Key = keyof typeof english;
/** A plural group: `unread` stands for `unread_one`, `unread_other` and the locale's other forms. */
type CountKey = { [K in Key]: K extends `${infer Base}_other` ? Base : never }[Key];
export type TextKey = Exclude<Key, `${string}_${'one' | 'other'}`>;

/** The script's words in one language (the title and tagline come from the widget's account). */
export class Words {
  readonly locale: string;
  readonly dir: TextDirection;
  readonly #texts: Readonly<Record<string, string>>;
  readonly #plural: Intl.PluralRules;

  constructor(language?: WidgetLanguage) {
    this.locale = language?.locale ?? 'en-US';
    this.dir = language?.dir === 'rtl' ? 'rtl' : 'ltr';
    this.#texts = { ...english, ...(language?.texts ?? {}) };
    try {
      this.#plural = new Intl.PluralRules(this.locale);
    } catch {
      this.#plural = new Intl.PluralRules('en-US');
    }
  }

  text(key: TextKey): string {
    return this.#texts[key] ?? english[key];
  }

  /** `count('unread', 3)`: the locale's plural form for 3 (as i18next names them), with the number in. */
  count(key: CountKey, n: number): string {
    const form = this.#texts[`${key}_${this.#plural.select(n)}`] ?? this.#texts[`${key}_other`] ?? english[`${key}_other`];
    return form.replaceAll('{{count}}', String(n));
  }
}
