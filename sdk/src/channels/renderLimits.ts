import { UnrenderableMessageError } from './channelAdapter.ts';

/**
 * For an adapter's `render`: a text over the platform's limit is refused with the numbers, in
 * the words the owner reads on the failed message (`what` names the part, e.g. 'A card title';
 * `channelName` the platform, e.g. 'Messenger').
 */
export function withinLength(value: string, max: number, what: string, channelName: string): string {
  if (value.length > max) throw new UnrenderableMessageError(`${what} has ${value.length} characters; ${channelName} shows at most ${max}.`);
  return value;
}

/** As `withinLength`, for the number of buttons, quick replies or cards (`what`: 'buttons'). */
export function withinCount<T>(items: readonly T[], max: number, what: string, channelName: string): readonly T[] {
  if (items.length > max) throw new UnrenderableMessageError(`This message has ${items.length} ${what}; ${channelName} shows at most ${max}.`);
  return items;
}
