import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import { UserSchema } from '../../db/entities/User.ts';
import { flowMessages } from './flowMessages.ts';

/** The account a flow or a suitcase is shared with, found by the login email of one of its users. */
export interface ShareRecipient {
  accountId: number;
  email: string;
}

/**
 * Spec 2, 5: a flow (or suitcase) is shared by login email to another account: not to your own
 * account, not to a user that does not exist. Login emails are unique per brand, so the user
 * is looked up on the request's brand; this is the one look-up of the flow API that reads
 * users outside the account, and it tells no more than the spec's two refusals.
 */
export async function shareRecipient(
  em: EntityManager,
  brandId: number,
  ownAccountId: number,
  email: string,
  ownAccountMessage: string,
): Promise<ShareRecipient> {
  const user = await em.findOne(UserSchema, { brandId, email }, { fields: ['id', 'accountId'] });
  if (!user) throw new AppError('UNPROCESSABLE', flowMessages.noSuchUser, { fields: { email: flowMessages.noSuchUser } });
  if (user.accountId === ownAccountId) throw new AppError('UNPROCESSABLE', ownAccountMessage, { fields: { email: ownAccountMessage } });
  return { accountId: user.accountId, email };
}
