import { describe, expect, it } from '@jest/globals';
import { fillTemplate, parseTemplate, templateNames } from './template.ts';

const values: Record<string, string> = { first_name: 'Ann', email: 'ann+news@example.com', blank: '  ', city: 'São Paulo' };
const lookup = (key: string) => values[key];

describe('the template filler', () => {
  it('parses names and fallbacks, with spaces around them', () => {
    expect(parseTemplate('Hi {{ first_name | dear friend }}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', name: 'first_name', key: 'first_name', fallback: 'dear friend', raw: '{{ first_name | dear friend }}' },
      { kind: 'text', text: '!' },
    ]);
    expect(parseTemplate('{{Email}}')).toEqual([{ kind: 'placeholder', name: 'Email', key: 'email', fallback: null, raw: '{{Email}}' }]);
  });

  it('lists the names a text uses, once each, in lower case', () => {
    expect(templateNames('{{First_Name}} {{email|none}} {{first_name}} {{ city }}')).toEqual(['first_name', 'email', 'city']);
    expect(templateNames('No placeholders, {{not a name}} or {single}')).toEqual([]);
  });

  it('fills values, and fallbacks for empty or unknown ones', () => {
    expect(fillTemplate('Thanks! We saved your email: {{email}}', lookup)).toBe('Thanks! We saved your email: ann+news@example.com');
    expect(fillTemplate('Hi {{FIRST_NAME}}, {{ blank | there }}, {{nope|friend}}, {{nope}}.', lookup)).toBe('Hi Ann, there, friend, .');
    expect(fillTemplate('{{first_name|}}{{unknown|}}', lookup)).toBe('Ann');
  });

  it('leaves text that is not a placeholder as typed', () => {
    expect(fillTemplate('{{ }} {{two words}} {first_name} {{first_name}', lookup)).toBe('{{ }} {{two words}} {first_name} {{first_name}');
  });

  it('URL-encodes inserted values and fallbacks, never the template’s own characters', () => {
    expect(fillTemplate('https://shop.example/p?mail={{email}}&city={{city}}&x={{none|a b/c}}#top', lookup, 'url')).toBe(
      'https://shop.example/p?mail=ann%2Bnews%40example.com&city=S%C3%A3o%20Paulo&x=a%20b%2Fc#top',
    );
  });
});
