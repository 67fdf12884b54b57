import { describe, expect, it } from '@jest/globals';
import { mergeByEmail } from './importWriter.ts';

const row = (overrides: object) => ({ firstName: '', lastName: '', email: null, phone: null, status: null, tagIds: [], ...overrides });

describe('mergeByEmail', () => {
  it('makes rows with one email one contact, later non-empty values winning and tags adding up', () => {
    const merged = mergeByEmail([
      row({ firstName: 'Ada', email: 'ada@example.com', tagIds: [1] }),
      row({ phone: '+14155550123' }),
      row({ firstName: 'Ada L.', lastName: 'Lovelace', email: 'ada@example.com', status: 'Good', tagIds: [2, 1] }),
      row({ phone: '+14155550123' }),
    ]);
    expect(merged).toEqual([
      row({ firstName: 'Ada L.', lastName: 'Lovelace', email: 'ada@example.com', status: 'Good', tagIds: [1, 2] }),
      row({ phone: '+14155550123' }),
      row({ phone: '+14155550123' }),
    ]);
  });
});
