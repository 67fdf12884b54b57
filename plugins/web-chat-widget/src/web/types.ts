import type { SubscriberView } from '../common/schemas/subscribers.ts';
import type { WidgetView } from '../common/schemas/accounts.ts';

export type { SubscriberView, WidgetView };
