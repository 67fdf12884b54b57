import { validZone, type CanonicalEvent } from '@chatmill/sdk';
import type { PlatformProfile } from './subscriberStore.ts';

/**
 * What an event's `profile` may change on the subscriber row: blank values and unknown time
 * zones are dropped (they would make `{{date}}` fail later), the rest is cut to the columns' sizes.
 */
export function platformProfile(profile: CanonicalEvent['profile']): PlatformProfile {
  if (!profile) return {};
  const text = (value: string | undefined, max: number) => (value?.trim() ? { value: value.trim().slice(0, max) } : null);
  const name = text(profile.name, 200);
  const firstName = text(profile.firstName, 100);
  const lastName = text(profile.lastName, 100);
  const locale = text(profile.locale, 20);
  const timeZone = validZone(profile.timeZone?.trim());
  return {
    ...(name ? { name: name.value } : {}),
    ...(profile.gender ? { gender: profile.gender } : {}),
    ...(firstName ? { firstName: firstName.value } : {}),
    ...(lastName ? { lastName: lastName.value } : {}),
    ...(locale ? { locale: locale.value } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}
