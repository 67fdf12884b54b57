import { describe, expect, it } from '@jest/globals';
import { SubscriberState } from './subscriberState.ts';

describe('a subscriber during a step', () => {
  const definitions = [
    { key: 'plan', scope: 'user' as const, globalValue: null, fallback: 'free' },
    { key: 'season', scope: 'global' as const, globalValue: 'winter', fallback: 'any' },
    { key: 'city', scope: 'user' as const, globalValue: null, fallback: null },
  ];
  const state = () =>
    new SubscriberState(
      {
        id: 1,
        externalId: 'x',
        name: 'A',
        gender: null,
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        locale: null,
        timeZone: null,
        lastInteractionAt: null,
        tags: ['old'],
        variables: { nick: 'ace' },
      },
      'telegram',
      definitions,
    );

  it('shows own values over global ones, each falling back to its fallback', () => {
    expect(state().variables()).toEqual({ plan: 'free', season: 'winter', nick: 'ace' });
  });

  it('writes user variables to the subscriber and global ones to the account, and only what changed', () => {
    const s = state();
    expect(s.changes()).toEqual({ tags: null, variables: null, globals: new Map(), fields: null });
    s.setVariable('plan', 'gold');
    s.setVariable('season', 'summer');
    s.addTag('new');
    s.addTag('new');
    s.removeTag('old');
    expect(s.view().variables).toEqual({ plan: 'gold', season: 'summer', nick: 'ace' });
    expect(s.changes()).toEqual({ tags: ['new'], variables: { nick: 'ace', plan: 'gold' }, globals: new Map([['season', 'summer']]), fields: null });
  });

  it('keeps the fields a step saved, which its later nodes see', () => {
    const s = state();
    s.setField('first_name', 'Bo');
    s.setField('email', 'bo@example.com');
    expect(s.view()).toMatchObject({ firstName: 'Bo', lastName: null, email: 'bo@example.com' });
    expect(s.changes().fields).toEqual({ first_name: 'Bo', email: 'bo@example.com' });
  });
});
