import type { EntityManager } from '@mikro-orm/sql';
import { AppError, customFieldValueSchema, subscriberProfileMessages } from '@chatmill/sdk';
import { noChangeFeed } from '../cache/changeFeed.ts';
import { SubscriberStore } from '../flows/runtime/subscriberStore.ts';

// Only its locks and writes are used here, which no cache is part of.
const store = new SubscriberStore(noChangeFeed);

/**
 * A subscriber's own value of a `user` custom variable, set from the dashboard (the audience
 * port's `variables.setSubscriberValue`). It takes the subscriber's runtime lock, as a flow step
 * does, so an edit and a step running at the same moment do not overwrite each other's values.
 */
export async function setSubscriberValue(em: EntityManager, accountId: number, subscriberId: number, key: string, value: string | null): Promise<void> {
  // The lock needs a transaction: the caller's, or one of our own.
  if (!em.getTransactionContext()) return em.transactional((tx) => setSubscriberValue(tx, accountId, subscriberId, key, value));
  if (value !== null) {
    const checked = customFieldValueSchema().safeParse(value);
    if (!checked.success) throw new AppError('VALIDATION_FAILED', checked.error.issues[0]!.message, { fields: { value: checked.error.issues[0]!.message } });
  }
  const subscriber = await store.lock(em, subscriberId);
  if (!subscriber || subscriber.accountId !== accountId) throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber);
  const [definition] = await em.execute<{ scope: 'user' | 'global' }[]>(
    `select "scope" from "custom_variable" where "account_id" = :accountId and "variable_key" = :key`,
    { accountId, key },
  );
  if (!definition) throw new AppError('NOT_FOUND', subscriberProfileMessages.noVariable);
  if (definition.scope === 'global')
    throw new AppError('VALIDATION_FAILED', subscriberProfileMessages.globalVariable, { fields: { value: subscriberProfileMessages.globalVariable } });
  const { [key]: _old, ...others } = subscriber.variables;
  await store.saveVariables(em, subscriber.id, value === null ? others : { ...others, [key]: value });
}
