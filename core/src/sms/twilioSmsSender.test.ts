import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { FakeTwilio } from '../../../tests/fakes/fakeTwilio.ts';
import { loadSettings } from '../config/loadSettings.ts';
import { createSmsSender } from './createSmsSender.ts';
import { SmsNotConfiguredError, UnconfiguredSmsSender } from './smsSender.ts';
import { TwilioError, TwilioSmsSender, type TwilioCredentials } from './twilioSmsSender.ts';

/** The Twilio adapter against a local server that speaks Twilio's Messages API wire format. */
let twilio: FakeTwilio;
const to = '+60123456789';

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
});
afterAll(async () => {
  await twilio?.stop();
});

const credentials = (overrides: Partial<TwilioCredentials> = {}): TwilioCredentials => ({
  accountSid: twilio.accountSid,
  authToken: twilio.authToken,
  from: twilio.from,
  apiBase: twilio.apiBase,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<TwilioError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TwilioError);
    return error as TwilioError;
  }
  throw new Error('expected the send to fail');
}

describe('TwilioSmsSender', () => {
  it('posts To, From and Body to the account’s Messages resource and keeps the message sid', async () => {
    const sent = await new TwilioSmsSender(credentials()).send({ to, body: '123456 is your code. Ünïcode & symbols = fine?' });
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(twilio.calls.at(-1)).toBe(`POST /2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(twilio.received.at(-1)).toEqual({
      sid: sent.providerMessageId,
      to,
      from: twilio.from,
      messagingServiceSid: null,
      body: '123456 is your code. Ünïcode & symbols = fine?',
      receivedAt: expect.any(Date),
    });
  });

  it('sends through a Messaging Service when the sender is an MG sid', async () => {
    const sent = await new TwilioSmsSender(credentials({ from: twilio.messagingServiceSid, apiBase: `${twilio.apiBase}/` })).send({ to, body: 'via service' });
    expect(twilio.received.at(-1)).toMatchObject({
      sid: sent.providerMessageId,
      from: null,
      messagingServiceSid: twilio.messagingServiceSid,
      body: 'via service',
    });
  });

  it('turns wrong credentials into an error naming Twilio’s code and message, without the token', async () => {
    const before = twilio.received.length;
    const error = await rejection(new TwilioSmsSender(credentials({ authToken: 'not-the-token' })).send({ to, body: 'x' }));
    expect(error).toMatchObject({ status: 401, code: 20003, moreInfo: 'https://www.twilio.com/docs/errors/20003' });
    expect(error.message).toBe('Twilio refused the SMS with error 20003 (HTTP 401): Authenticate (https://www.twilio.com/docs/errors/20003)');
    expect(error.message).not.toContain('not-the-token');
    // Another account's sid in the path is refused the same way.
    const otherAccount = await rejection(new TwilioSmsSender(credentials({ accountSid: `AC${'0'.repeat(32)}` })).send({ to, body: 'x' }));
    expect(otherAccount.code).toBe(20003);
    expect(twilio.received).toHaveLength(before);
  });

  it('reports Twilio’s validation errors: an empty body, a number that is not E.164, an unknown service', async () => {
    const sender = new TwilioSmsSender(credentials());
    expect(await rejection(sender.send({ to, body: '' }))).toMatchObject({
      status: 400,
      code: 21602,
      message: expect.stringContaining('Message body is required.'),
    });
    expect((await rejection(sender.send({ to: '0123', body: 'x' }))).code).toBe(21211);
    expect((await rejection(sender.send({ to: '', body: 'x' }))).code).toBe(21604);
    const unknownService = new TwilioSmsSender(credentials({ from: `MG${'0'.repeat(32)}` }));
    expect((await rejection(unknownService.send({ to, body: 'x' }))).code).toBe(21701);
  });

  it('gives up after its time limit, and says when Twilio cannot be reached', async () => {
    twilio.delayMs = 1_000;
    try {
      const slow = await rejection(new TwilioSmsSender(credentials({ timeoutMs: 200 })).send({ to, body: 'slow' }));
      expect(slow.message).toBe(`Could not reach Twilio at ${twilio.apiBase} to send an SMS: no answer within 0.2 seconds.`);
    } finally {
      twilio.delayMs = 0;
    }
    const closedPort = await freePort();
    const down = await rejection(new TwilioSmsSender(credentials({ apiBase: `http://127.0.0.1:${closedPort}` })).send({ to, body: 'x' }));
    expect(down.message).toMatch(new RegExp(`^Could not reach Twilio at http://127\\.0\\.0\\.1:${closedPort} to send an SMS: .*ECONNREFUSED`));
  });
});

describe('createSmsSender', () => {
  it('is Twilio when the Account SID, token and sender are set', () => {
    expect(createSmsSender(loadSettings(twilio.env()))).toBeInstanceOf(TwilioSmsSender);
  });

  it('without them, says SMS is not configured and what to set', async () => {
    const sender = createSmsSender(loadSettings({}));
    expect(sender).toBeInstanceOf(UnconfiguredSmsSender);
    expect(sender.configured).toBe(false);
    const sending = sender.send({ to, body: 'x' });
    await expect(sending).rejects.toBeInstanceOf(SmsNotConfiguredError);
    await expect(sending).rejects.toThrow('Ask the administrator to set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM.');
  });
});

/** A port nothing listens on: bound once, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
