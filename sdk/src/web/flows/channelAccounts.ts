/**
 * The accounts of a channel as the flow components offer them: the pages, numbers, bots or
 * widgets a flow can run on. A flow runs only on the account it is on (the runtime looks flows
 * up by channel account), so the flow list asks for one when a flow is created, moved or
 * cloned, rather than making a flow that runs nowhere. The channel plugin's screen lists them
 * (it knows its accounts and their names) and says how to add the first one.
 */
export interface ChannelAccountChoice {
  /** The channel account id a flow stores (`channelAccountId`: the page id, the widget id...). */
  id: string;
  name: string;
}

export interface FlowChannelAccounts {
  /** The channel's accounts of the signed-in account; null while they load. */
  items: readonly ChannelAccountChoice[] | null;
  /** What one is called, as a field label and a column header ('Widget account', 'Page'). */
  label: string;
  /** When there is none yet: what the list says instead of offering new flows, and the way to add one (if the user may). */
  missing: { message: string; action?: { label: string; onClick(): void } | undefined };
}

/**
 * The account a dialog starts on: the one the screen or the flow is on, if it is still among
 * the accounts; else the only account; else none, and the owner chooses.
 */
export function preselectedAccount(items: readonly ChannelAccountChoice[], current: string | null | undefined): string {
  if (current && items.some((account) => account.id === current)) return current;
  return items.length === 1 ? items[0]!.id : '';
}

/** The name of a flow's account for the list; null for a flow on none. An account deleted since shows its id. */
export function accountName(items: readonly ChannelAccountChoice[], channelAccountId: string | null): string | null {
  if (channelAccountId === null) return null;
  return items.find((account) => account.id === channelAccountId)?.name ?? channelAccountId;
}
