import { describe, expect, it } from '@jest/globals';
import { visitorProfile } from './visitorProfile.ts';

describe("a visitor's profile from the socket's address", () => {
  it('keeps a valid language and time zone', () => {
    expect(visitorProfile('de_DE', 'Europe/Berlin')).toEqual({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(visitorProfile(undefined, 'Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('drops what it cannot read, and answers nothing when nothing is left', () => {
    expect(visitorProfile('not a language', 'Mars/Olympus')).toBeUndefined();
    expect(visitorProfile('en', `Europe/${'x'.repeat(80)}`)).toEqual({ locale: 'en' });
    expect(visitorProfile(undefined, undefined)).toBeUndefined();
  });
});
