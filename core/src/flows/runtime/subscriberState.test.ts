import { describe, expect, it } from '@jest/globals';
import { SubscriberState } from './subscriberState.ts';

describe('a subscriber during a step', () => {
  const definitions = [
    { key: 'plan', scope: 'user' as const, globalValue: null, fallback: 'free' },
    { key: 'season', scope: 'global' as const, globalValue: 'winter', fallback: 'any' },
    { key: 'city', scope: 'user' as const, globalValue: null, fallback: null },
  ];
  const state = () => new SubscriberState({ id: 1, externalId: 'x', name: 'A', gender: null, lastInteractionAt: null, tags: ['old'], variables: { nick: 'ace' } }, 'telegram', definitions);

  it('shows own values over global ones, each falling back to its fallback', () => {
    expect(state().variables()).toEqual({ plan: 'free', season: 'winter', nick: 'ace' });
  });

  it('writes user variables to the subscriber and global ones to the account, and only what changed', () => {
    const s = state();
    expect(s.changes()).toEqual({ tags: null, variables: null, globals: new Map() });
    s.setVariable('plan', 'gold');
    s.setVariable('season', 'summer');
    s.addTag('new');
    s.addTag('new');
    s.removeTag('old');
    expect(s.view().variables).toEqual({ plan: 'gold', season: 'summer', nick: 'ace' });
    expect(s.changes()).toEqual({ tags: ['new'], variables: { nick: 'ace', plan: 'gold' }, globals: new Map([['season', 'summer']]) });
  });
});
