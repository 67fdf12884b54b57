import type { CanonicalEvent, InboundBatch, WebhookContext } from '@chatmill/sdk';
import { graphFor } from '../graph/graphClient.ts';
import { openPageToken } from '../pages/pageTokens.ts';
import { messengerSettings } from '../settings.ts';
import type { MessengerBatch } from '../channel/messengerWebhook.ts';
import { personStore, type PersonScope } from './personStore.ts';
import { fetchPersonProfile, type PersonProfile } from './userProfileApi.ts';

type Profile = NonNullable<CanonicalEvent['profile']>;

/**
 * Only a person's own message, tap or referral asks Meta: receipts say nothing new, and a comment
 * carries its author's name already (the User Profile API answers only for people who wrote).
 */
const wantsProfile = (event: CanonicalEvent): boolean => !event.profile && event.kind !== 'delivery' && event.kind !== 'read' && event.kind !== 'comment';

function toEventProfile(person: Pick<PersonProfile, 'firstName' | 'lastName' | 'name'>): Profile | undefined {
  const profile: Profile = {
    ...(person.name ? { name: person.name } : {}),
    ...(person.firstName ? { firstName: person.firstName } : {}),
    ...(person.lastName ? { lastName: person.lastName } : {}),
  };
  return Object.keys(profile).length ? profile : undefined;
}

/**
 * The profile of each person of a batch, from Meta's User Profile API the first time they write
 * (spec: "profile fetched from the platform on first contact") and from `messenger_person` after,
 * so Meta is asked once per person, not per message: a known person costs one indexed read, and
 * only a new person's webhook waits for Meta (their calls in parallel). A profile Meta does not
 * give leaves the events as they are: the subscriber is still created, unnamed.
 */
async function profilesOf(batch: MessengerBatch, context: WebhookContext): Promise<Map<string, Profile>> {
  const psids = [...new Set(batch.events.filter(wantsProfile).map((event) => event.subscriberExternalId))];
  if (!psids.length) return new Map();
  const found = await personStore.lookup(context.em, batch.accountId, psids);
  if (!found) return new Map();
  const { page, known } = found;
  const scope: PersonScope = { accountId: page.account_id, channelAccountId: batch.accountId };
  const profiles = new Map<string, Profile>();
  for (const [psid, row] of known) {
    const profile = row.answered ? toEventProfile({ firstName: row.first_name, lastName: row.last_name, name: row.name }) : undefined;
    if (profile) profiles.set(psid, profile);
  }
  const claimed = await personStore.claim(
    context.em,
    scope,
    psids.filter((psid) => !known.has(psid) || known.get(psid)!.stale),
  );
  if (!claimed.length) return profiles;
  const graph = graphFor(messengerSettings.of(context));
  const token = openPageToken(context.vault.forAccount(page.account_id), page.page_id, page.access_token);
  await Promise.all(
    claimed.map(async (psid) => {
      try {
        const person = await fetchPersonProfile(graph, token, batch.platform, psid);
        await personStore.answer(context.em, scope, psid, person);
        const profile = toEventProfile(person);
        if (profile) profiles.set(psid, profile);
      } catch {
        // Meta did not give it (a refusal, a timeout): the row's `asked_at` lets a later message ask again.
      }
    }),
  );
  return profiles;
}

/** The adapter's `parseWebhook` result with each person's profile on their events. */
export async function withProfiles(batches: readonly MessengerBatch[], context: WebhookContext): Promise<InboundBatch[]> {
  return Promise.all(
    batches.map(async (batch) => {
      const profiles = await profilesOf(batch, context);
      const events = batch.events.map((event) => {
        const profile = wantsProfile(event) ? profiles.get(event.subscriberExternalId) : undefined;
        return profile ? { ...event, profile } : event;
      });
      return { channelAccountId: batch.accountId, events };
    }),
  );
}
