import { describe, expect, it } from '@jest/globals';
import { autoMap, normaliseHeader } from './autoMap.ts';

describe('autoMap', () => {
  it('matches headers named like the fields, whatever their case and punctuation', () => {
    expect(autoMap(['First Name', 'last_name', 'E-mail', 'Phone Number', 'STATUS', 'Tags'])).toEqual({
      firstName: 'First Name',
      lastName: 'last_name',
      email: 'E-mail',
      phone: 'Phone Number',
      status: 'STATUS',
      tags: 'Tags',
    });
  });

  it('leaves fields without a matching header unmapped', () => {
    expect(autoMap(['Company', 'email'])).toEqual({ email: 'email' });
  });

  it('uses a header once, the first that matches', () => {
    expect(autoMap(['mobile', 'phone'])).toEqual({ phone: 'mobile' });
  });

  it('also matches the field labels of the user language', () => {
    expect(autoMap(['Vorname', 'Nachname', 'E-Mail'], { firstName: 'Vorname', lastName: 'Nachname' })).toEqual({
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
    });
  });

  it('keeps letters of any script when comparing', () => {
    expect(normaliseHeader('Téléphone (mobile)')).toBe('téléphonemobile');
  });
});
