import { describe, expect, it } from '@jest/globals';
import type { SubscriberView } from '../flowNodeType.ts';
import { subscriberValues } from './subscriberValues.ts';

const base: SubscriberView = {
  id: 1,
  channel: 'telegram',
  externalId: 'x',
  name: 'Maria de la Cruz',
  gender: 'female',
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  locale: null,
  timeZone: null,
  lastInteractionAt: null,
  tags: [],
  variables: { city: 'Lima', email: 'old@example.com' },
};
// 2026-03-01 23:30 UTC: already 2 March in Tokyo, still 1 March in New York.
const now = new Date('2026-03-01T23:30:00Z');

describe('a subscriber’s values', () => {
  it('splits the platform’s name, unless the subscriber gave theirs', () => {
    const split = subscriberValues(base, { now, defaultTimeZone: 'UTC' });
    expect([split('first_name'), split('last_name'), split('full_name')]).toEqual(['Maria', 'de la Cruz', 'Maria de la Cruz']);
    const given = subscriberValues({ ...base, firstName: 'Mia', lastName: null }, { now, defaultTimeZone: 'UTC' });
    expect([given('first_name'), given('last_name'), given('full_name')]).toEqual(['Mia', null, 'Mia']);
  });

  it('gives fields, then a custom variable of the same name, then custom variables', () => {
    const values = subscriberValues({ ...base, phone: '+51 999 111 222' }, { now, defaultTimeZone: 'UTC' });
    expect([values('phone'), values('gender'), values('channel'), values('city'), values('email'), values('unknown')]).toEqual([
      '+51 999 111 222',
      'female',
      'telegram',
      'Lima',
      'old@example.com',
      null,
    ]);
    expect(subscriberValues({ ...base, email: 'new@example.com' }, { now, defaultTimeZone: 'UTC' })('email')).toBe('new@example.com');
  });

  it('tells the date and time in the subscriber’s zone, else the default one', () => {
    const tokyo = subscriberValues({ ...base, timeZone: 'Asia/Tokyo' }, { now, defaultTimeZone: 'America/New_York' });
    expect([tokyo('date'), tokyo('time'), tokyo('timezone')]).toEqual(['March 2, 2026', '8:30 AM', 'Asia/Tokyo']);
    const fallback = subscriberValues({ ...base, timeZone: 'Not/AZone' }, { now, defaultTimeZone: 'America/New_York' });
    expect([fallback('date'), fallback('datetime'), fallback('timezone')]).toEqual(['March 1, 2026', 'March 1, 2026 at 6:30 PM', 'America/New_York']);
  });

  it('formats for the subscriber’s locale, as platforms write it', () => {
    const german = subscriberValues({ ...base, locale: 'de_DE', timeZone: 'Europe/Berlin' }, { now, defaultTimeZone: 'UTC' });
    expect(german('date')).toBe('2. März 2026');
    expect(german('locale')).toBe('de_DE');
  });
});
