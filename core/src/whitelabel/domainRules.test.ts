import { describe, expect, it } from '@jest/globals';
import { ecommerceDomainProblem, isMainDomain, isValidDomain, normalizeDomain, isProviderName } from '@chatmill/sdk/contracts';

describe('domain rules', () => {
  it('takes host names only', () => {
    for (const good of ['example.com', 'app.example.co.uk', 'xn--bcher-kva.example', 'a-b.test']) expect([good, isValidDomain(good)]).toEqual([good, true]);
    for (const bad of [
      'localhost',
      'example',
      '-a.com',
      'a-.com',
      'exa mple.com',
      'https://example.com',
      'example.com/x',
      '*.example.com',
      '1.2.3.4',
      'example.c0m',
      'a..com',
      '',
    ])
      expect([bad, isValidDomain(bad)]).toEqual([bad, false]);
    expect(normalizeDomain(' Example.COM. ')).toBe('example.com');
  });

  it('tells main domains from sub-domains, country registries included', () => {
    expect(isMainDomain('example.com')).toBe(true);
    expect(isMainDomain('example.co.uk')).toBe(true);
    expect(isMainDomain('example.com.my')).toBe(true);
    expect(isMainDomain('shop.example.com')).toBe(false);
    expect(isMainDomain('shop.example.co.uk')).toBe(false);
    expect(isMainDomain('shop.example.io')).toBe(false);
  });

  it('gives the spec texts for the ecommerce domain', () => {
    expect(ecommerceDomainProblem('shop example', 'app.acme.com')).toBe('Invalid Domain');
    expect(ecommerceDomainProblem('shop.acme.com', 'app.acme.com')).toBe('Sub Domain Is Not Accepted');
    expect(ecommerceDomainProblem('Acme.com', 'acme.com')).toBe('The ecommerce domain must differ from the brand domain.');
    expect(ecommerceDomainProblem('acmeshop.com', 'app.acme.com')).toBeNull();
  });
});

describe('provider names', () => {
  const provider = ['Chatmill', 'CM', 'Chatmill'];
  it('refuses the names and names that hold them as words, whatever the case', () => {
    for (const name of ['chatmill', 'CHATMILL Pro', 'The cm suite', 'cm']) expect([name, isProviderName(name, provider)]).toEqual([name, true]);
  });
  it('lets other names through, even when a provider name is part of a word', () => {
    for (const name of ['Acme', 'Chatmills', 'ACME Bots', 'cms']) expect([name, isProviderName(name, provider)]).toEqual([name, false]);
  });
});
