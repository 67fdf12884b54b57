import { describe, expect, it } from '@jest/globals';
import { signV4 } from './awsSigV4.ts';

// AWS's published Signature Version 4 test suite (aws-sig-v4-test-suite): the example
// credentials, region and time, and the signatures AWS gives for them.
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const scope = { region: 'us-east-1', service: 'service', now: new Date('2015-08-30T12:36:00Z') };
const prefix = 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

describe('signV4', () => {
  it('signs "get-vanilla" as AWS does', () => {
    const headers = signV4({ method: 'GET', url: new URL('https://example.amazonaws.com/') }, credentials, scope);
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(`${prefix}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`);
  });

  it('sorts the query before signing ("get-vanilla-query-order-key-case")', () => {
    const headers = signV4({ method: 'GET', url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1') }, credentials, scope);
    expect(headers.authorization).toBe(`${prefix}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`);
  });
});
