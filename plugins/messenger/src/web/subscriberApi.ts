import type { SubscriberContracts } from '../common/subscriberContracts.ts';
import { subscriberRoutes } from '../common/subscriberRoutes.ts';

/** The Subscribers and Defaults contracts for `useMessengerApi().call(...)`: `routes` at run time, the types from the contracts (see api.ts). */
export const subscriberContracts = subscriberRoutes as unknown as SubscriberContracts;

subscriberRoutes satisfies { readonly [K in keyof SubscriberContracts]: Pick<SubscriberContracts[K], 'method' | 'path'> };
