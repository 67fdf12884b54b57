import type { GraphClient } from '../graph/graphClient.ts';

/** What a page may know of a person who wrote to it, as the canonical event's `profile` carries it. */
export interface PersonProfile {
  firstName: string | null;
  lastName: string | null;
  /** The whole name (Messenger: first and last; Instagram: the name, else the username). */
  name: string | null;
  picture: string | null;
}

interface MessengerUser {
  first_name?: string;
  last_name?: string;
  profile_pic?: string;
}

interface InstagramUser {
  name?: string;
  username?: string;
  profile_pic?: string;
}

const cut = (value: string | undefined, max: number): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/**
 * Meta's User Profile API with the page's token: `GET /<PSID>?fields=first_name,last_name,profile_pic`
 * for a Messenger person, `GET /<IGSID>?fields=name,username,profile_pic` for an Instagram one
 * (Instagram Messaging "User Profile"). Meta answers only for people who wrote to the page;
 * a refusal throws the client's GraphApiError.
 */
export async function fetchPersonProfile(graph: GraphClient, pageToken: string, platform: 'messenger' | 'instagram', personId: string): Promise<PersonProfile> {
  if (platform === 'instagram') {
    const user = await graph.get<InstagramUser>(personId, pageToken, { fields: 'name,username,profile_pic' });
    return { firstName: null, lastName: null, name: cut(user.name, 200) ?? cut(user.username, 200), picture: cut(user.profile_pic, 2000) };
  }
  const user = await graph.get<MessengerUser>(personId, pageToken, { fields: 'first_name,last_name,profile_pic' });
  const firstName = cut(user.first_name, 100);
  const lastName = cut(user.last_name, 100);
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return { firstName, lastName, name: name ? name.slice(0, 200) : null, picture: cut(user.profile_pic, 2000) };
}
