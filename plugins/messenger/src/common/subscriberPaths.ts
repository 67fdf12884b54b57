/** The dashboard paths of the Subscribers and Defaults screens (spec 2, 2), shared by the menu, the screens and their links. */
export const subscriberPaths = {
  subscribers: '/social-media-automations/subscribers',
  subscriber: '/social-media-automations/subscribers/:id',
  defaults: '/social-media-automations/defaults',
} as const;

/** The profile screen of one subscriber. */
export function subscriberPath(id: number): string {
  return subscriberPaths.subscriber.replace(':id', String(id));
}
