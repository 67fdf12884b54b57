/**
 * The limits of the bot tools (spec 2, 5 and 9, and Meta's Messenger Profile API reference), in
 * one place without zod: the server's schemas and the editors' character counters read them.
 */
export const botToolLimits = {
  /** Spec 2, 5: "Welcome message 160 characters" (Meta's `greeting` text limit too). */
  welcomeText: 160,
  /** Spec 2, 5: "ice breaker question 80". */
  iceBreakerQuestion: 80,
  /** Spec 2, 9: "4 ice breakers" (Meta: at most 4 questions per locale). */
  iceBreakers: 4,
  /** Meta: a persistent menu item's title is at most 30 characters. */
  menuTitle: 30,
  /** Meta: since Graph API v8.0 a persistent menu is one flat list of at most 20 items (nested menus were removed). */
  menuItems: 20,
  /** Locales one tool may carry (Meta lists about 120; a page rarely needs more than a few). */
  locales: 20,
  url: 2000,
} as const;

/** The locale Meta falls back to when none matches the person's: every tool must have it. */
export const defaultLocale = 'default';

/** The four tools of spec 2, 4 that are launched and disabled here (keywords are a flow's Reference). */
export const botToolKinds = ['persistentMenu', 'welcomeMessage', 'iceBreakers', 'getStarted'] as const;
export type BotToolKind = (typeof botToolKinds)[number];
