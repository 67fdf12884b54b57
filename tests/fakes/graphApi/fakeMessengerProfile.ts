import type { FakeGraphError } from './graphErrors.ts';

type Answer = (status: number, body: unknown) => void;
type Refuse = (failure: FakeGraphError) => void;
type Profile = Record<string, unknown>;
export type ProfilePlatform = 'messenger' | 'instagram';

/** Meta's profile fields this fake knows, per platform (Instagram has no greeting or Get Started). */
const fields: Record<ProfilePlatform, ReadonlySet<string>> = {
  messenger: new Set(['persistent_menu', 'get_started', 'greeting', 'ice_breakers', 'whitelisted_domains']),
  instagram: new Set(['persistent_menu', 'ice_breakers']),
};

function invalid(message: string): FakeGraphError {
  return { status: 400, error: { message: `(#100) ${message}`, type: 'OAuthException', code: 100 } };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const hasDefault = (items: unknown[]) => items.some((item) => isObject(item) && item.locale === 'default');

/** What Meta refuses in a field's value (Messenger Profile API reference: persistent_menu, get_started, greeting, ice_breakers). */
function fieldProblem(field: string, value: unknown, platform: ProfilePlatform, profile: Profile, body: Profile): string | null {
  switch (field) {
    case 'get_started':
      return isObject(value) && isText(value.payload, 1000)
        ? null
        : 'param get_started[payload] must be a non-empty UTF-8 encoded string of at most 1000 characters';
    case 'greeting': {
      if (!Array.isArray(value) || !value.length) return 'param greeting must be a non-empty array';
      for (const item of value) {
        if (!isObject(item) || typeof item.locale !== 'string') return 'param greeting[locale] is required';
        if (!isText(item.text, 160)) return 'param greeting[text] must be a non-empty UTF-8 encoded string of at most 160 characters';
      }
      return hasDefault(value) ? null : 'param greeting must have a default locale';
    }
    case 'ice_breakers': {
      if (!Array.isArray(value) || !value.length) return 'param ice_breakers must be a non-empty array';
      for (const set of value) {
        if (!isObject(set) || typeof set.locale !== 'string' || !Array.isArray(set.call_to_actions))
          return 'param ice_breakers must be [{call_to_actions, locale}]';
        if (!set.call_to_actions.length || set.call_to_actions.length > 4) return 'param ice_breakers[call_to_actions] must have between 1 and 4 elements';
        for (const item of set.call_to_actions) {
          if (!isObject(item) || !isText(item.question, 80) || !isText(item.payload, 1000))
            return 'param ice_breakers[call_to_actions] needs a question and a payload';
        }
      }
      return null;
    }
    case 'persistent_menu': {
      // Meta: "The Messenger bot must have a Get Started button set" (Messenger only).
      if (platform === 'messenger' && !profile.get_started && !body.get_started)
        return 'You must set a Get Started button if you also wish to use persistent menu.';
      if (!Array.isArray(value) || !value.length) return 'param persistent_menu must be a non-empty array';
      for (const menu of value) {
        if (!isObject(menu) || typeof menu.locale !== 'string') return 'param persistent_menu[locale] is required';
        if (platform === 'instagram' && 'composer_input_disabled' in menu)
          return 'param persistent_menu[composer_input_disabled] is not supported on Instagram';
        const items = menu.call_to_actions;
        if (!Array.isArray(items))
          return menu.composer_input_disabled ? 'param persistent_menu[call_to_actions] is required when composer_input_disabled is true' : null;
        if (items.length > 20) return 'param persistent_menu[call_to_actions] must have at most 20 elements';
        for (const item of items) {
          if (!isObject(item) || !isText(item.title, 30)) return 'param persistent_menu[call_to_actions][title] must be at most 30 characters';
          if (item.type === 'postback' && !isText(item.payload, 1000)) return 'param persistent_menu[call_to_actions][payload] is required for a postback';
          else if (item.type === 'web_url' && !(typeof item.url === 'string' && /^https?:\/\//.test(item.url)))
            return 'param persistent_menu[call_to_actions][url] must be a URL';
          else if (item.type !== 'postback' && item.type !== 'web_url')
            return `param persistent_menu[call_to_actions][type] must be one of {web_url, postback}`;
        }
      }
      return hasDefault(value) ? null : 'param persistent_menu must have a default locale';
    }
    default:
      return null;
  }
}

/**
 * The Messenger Profile API of the fake Graph API (`/me/messenger_profile`, the page token's own
 * profile; `platform=instagram` for its Instagram account's): POST sets fields, DELETE with
 * `{ fields: [...] }` removes them, GET with `fields=a,b` reads them as `{ data: [{...}] }`. It
 * checks the fields and their limits as Meta documents them and answers Meta's error payloads.
 */
export class FakeMessengerProfiles {
  readonly #profiles = new Map<string, Profile>();

  /** The page's (or its Instagram account's) profile as Meta keeps it. */
  of(pageId: string, platform: ProfilePlatform = 'messenger'): Profile {
    return { ...(this.#profiles.get(`${pageId}:${platform}`) ?? {}) };
  }

  handle(pageId: string, method: string | undefined, query: URLSearchParams, raw: string, answer: Answer, refuse: Refuse): void {
    const platformParam = query.get('platform') ?? 'messenger';
    if (platformParam !== 'messenger' && platformParam !== 'instagram') return refuse(invalid('param platform must be one of {messenger, instagram}'));
    const platform: ProfilePlatform = platformParam;
    const key = `${pageId}:${platform}`;
    const profile = this.#profiles.get(key) ?? {};
    if (method === 'GET') {
      const wanted = (query.get('fields') ?? '').split(',').filter(Boolean);
      if (!wanted.length) return refuse(invalid('param fields must be non-empty'));
      return answer(200, { data: [Object.fromEntries(wanted.filter((f) => f in profile).map((f) => [f, profile[f]]))] });
    }
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return refuse(invalid('Invalid parameter'));
    }
    if (!isObject(body)) return refuse(invalid('Invalid parameter'));
    if (method === 'DELETE') {
      const names = body.fields;
      if (!Array.isArray(names) || !names.length || !names.every((name) => typeof name === 'string' && fields[platform].has(name)))
        return refuse(invalid('param fields must be an array of profile fields'));
      const next = { ...profile };
      for (const name of names as string[]) delete next[name];
      this.#profiles.set(key, next);
      return answer(200, { result: 'success' });
    }
    if (method !== 'POST') return refuse(invalid('Unsupported method'));
    const names = Object.keys(body);
    if (!names.length) return refuse(invalid('You must update at least one field'));
    const unknown = names.find((name) => !fields[platform].has(name));
    if (unknown) return refuse(invalid(`Requires one of the params: ${[...fields[platform]].join(',')} (unknown: ${unknown})`));
    for (const name of names) {
      const problem = fieldProblem(name, body[name], platform, profile, body);
      if (problem) return refuse(invalid(problem));
    }
    this.#profiles.set(key, { ...profile, ...body });
    answer(200, { result: 'success' });
  }
}

const byApi = new WeakMap<object, FakeMessengerProfiles>();

/** The profiles a fake Graph API keeps (one store per fake), for its dispatch and the tests. */
export function messengerProfiles(api: object): FakeMessengerProfiles {
  let profiles = byApi.get(api);
  if (!profiles) byApi.set(api, (profiles = new FakeMessengerProfiles()));
  return profiles;
}
