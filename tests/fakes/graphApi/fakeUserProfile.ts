import type { FakeGraphError } from './graphErrors.ts';

/** A person as Meta's User Profile API knows them: a Messenger person's names, or an Instagram user's. */
export interface FakePerson {
  first_name?: string;
  last_name?: string;
  name?: string;
  username?: string;
  profile_pic?: string;
}

type Answer = (status: number, body: unknown) => void;

/** Meta's answer for an id the token may not read: a person who never wrote to the page, or no one. */
function unknownObject(id: string): FakeGraphError {
  return {
    status: 400,
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    },
  };
}

/** The fields each kind of person has (Messenger Platform "User Profile API"; Instagram Messaging "User Profile"). */
const messengerFields = new Set(['id', 'first_name', 'last_name', 'name', 'profile_pic', 'locale', 'timezone', 'gender']);
const instagramFields = new Set(['id', 'name', 'username', 'profile_pic', 'follower_count', 'is_user_follow_business', 'is_business_follow_user']);

/**
 * Meta's User Profile API: `GET /<version>/<PSID or IGSID>?fields=…` with the token of the page
 * the person wrote to (or of the page its Instagram account is linked to). Meta answers only the
 * fields asked for, refuses a field the node does not have, and answers an id the page does not
 * know (another page's person, a made-up id) with its "object does not exist" error.
 */
export class FakeUserProfiles {
  /** Every profile call the fake took, in order. */
  readonly calls: Array<{ channelAccountId: string; personId: string; fields: string }> = [];
  readonly #people = new Map<string, Map<string, FakePerson>>();

  /** Someone wrote to the page (or the Instagram account): Meta now gives their profile to its token. */
  add(channelAccountId: string, personId: string, person: FakePerson): void {
    const people = this.#people.get(channelAccountId) ?? new Map<string, FakePerson>();
    people.set(personId, person);
    this.#people.set(channelAccountId, people);
  }

  /** The profile calls about one person. */
  callsFor(personId: string): number {
    return this.calls.filter((call) => call.personId === personId).length;
  }

  /**
   * Answers a profile lookup with the page's token and says so; false when the request is not
   * one (not a bare id, the page's own node, or fields no person has), for the next dispatch.
   */
  answered(
    page: { id: string; instagram: { id: string } | null },
    path: string,
    query: URLSearchParams,
    answer: Answer,
    refuse: (failure: FakeGraphError) => void,
  ): boolean {
    // A person's id is one path segment (tests also use readable ones such as PSID-1); `me` is the page's own node.
    if (!/^[\w-]+$/.test(path) || path === 'me' || path === page.id || path === page.instagram?.id) return false;
    const fields = (query.get('fields') ?? 'id').split(',').filter(Boolean);
    const onPage = this.#people.get(page.id)?.get(path);
    const onInstagram = page.instagram ? this.#people.get(page.instagram.id)?.get(path) : undefined;
    const kind = onPage
      ? messengerFields
      : onInstagram
        ? instagramFields
        : fields.every((f) => messengerFields.has(f) || instagramFields.has(f))
          ? null
          : undefined;
    if (kind === undefined) return false;
    this.calls.push({ channelAccountId: onInstagram ? page.instagram!.id : page.id, personId: path, fields: fields.join(',') });
    if (kind === null) {
      refuse(unknownObject(path));
      return true;
    }
    const unknownField = fields.find((field) => !kind.has(field));
    if (unknownField) {
      refuse({
        status: 400,
        error: { message: `(#100) Tried accessing nonexisting field (${unknownField}) on node type (User)`, type: 'OAuthException', code: 100 },
      });
      return true;
    }
    const person: Record<string, unknown> = { ...(onPage ?? onInstagram), id: path };
    answer(200, Object.fromEntries(fields.filter((field) => person[field] !== undefined).map((field) => [field, person[field]])));
    return true;
  }
}

const byApi = new WeakMap<object, FakeUserProfiles>();

/** The people of one fake Graph API (kept beside it, so the fake itself needs only its dispatch line). */
export function userProfiles(api: object): FakeUserProfiles {
  let profiles = byApi.get(api);
  if (!profiles) byApi.set(api, (profiles = new FakeUserProfiles()));
  return profiles;
}
