import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PermanentSendError } from '@chatmill/sdk';
import { FakeGraphApi, graphErrors } from '../../../../../tests/fakes/fakeGraphApi.ts';
import { GraphApiError, sendErrorOf } from '../graph/graphError.ts';
import { GraphClient } from '../graph/graphClient.ts';
import { renderForMessenger } from './messengerRender.ts';
import { sendToPerson } from './sendApi.ts';

/** The Send API through the fake Graph API: what goes out, and what each of Meta's refusals becomes. */
const fake = new FakeGraphApi('v21.0');
let graph: GraphClient;
const page = '1111';
const token = 'page-token-1111';

beforeAll(async () => {
  await fake.start();
  fake.addPage(page, token, ['9001']);
  graph = new GraphClient({ base: fake.url, version: 'v21.0' });
});
afterAll(async () => fake.close());

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as GraphApiError,
  );

describe('the Send API', () => {
  it('sends each part in order as a RESPONSE, answering the first message id', async () => {
    const messages = renderForMessenger({ kind: 'media', media: 'image', url: 'https://cdn.example.com/a.png', caption: 'Our shop' });
    const id = await sendToPerson(graph, token, '9001', messages);
    const sent = fake.sends.slice(-2);
    expect(id).toBe(sent[0]!.messageId);
    expect(sent.map((s) => [s.recipient, s.messagingType, Object.keys(s.message)[0]])).toEqual([
      ['9001', 'RESPONSE', 'attachment'],
      ['9001', 'RESPONSE', 'text'],
    ]);
    await sendToPerson(graph, token, '9001', [{ text: 'A person answers' }], { type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
    expect(fake.sends.at(-1)).toMatchObject({ messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
  });

  it('names what each refusal means: a token to renew, the window, a person gone, a limit, a passing failure', async () => {
    const kinds: Array<[keyof typeof graphErrors, string, boolean]> = [
      ['tokenExpired', 'tokenInvalid', false],
      ['outsideWindow', 'outsideWindow', false],
      ['userUnavailable', 'userUnavailable', false],
      ['noMatchingUser', 'userUnavailable', false],
      ['rateLimited', 'rateLimited', true],
      ['temporary', 'temporary', true],
      ['invalidParameter', 'refused', false],
    ];
    for (const [name, kind, retryable] of kinds) {
      fake.failNext(page, graphErrors[name]);
      const error = await failure(sendToPerson(graph, token, '9001', [{ text: 'Hi' }]));
      expect(error).toBeInstanceOf(GraphApiError);
      expect([error!.kind, error!.retryable]).toEqual([kind, retryable]);
      expect(error!.message).toContain(graphErrors[name].error.message);
      // For good unless it may pass later: the send job retries only those.
      expect(sendErrorOf(error) instanceof PermanentSendError).toBe(!retryable);
    }
    expect((await failure(sendToPerson(graph, 'a revoked token', '9001', [{ text: 'Hi' }])))!.kind).toBe('tokenInvalid');
    expect((await failure(sendToPerson(graph, token, 'stranger', [{ text: 'Hi' }])))!.kind).toBe('userUnavailable');
  });

  it('is refused what the platform refuses: four buttons never reach it from the renderer, and the fake checks the limits too', async () => {
    const error = await failure(
      graph.post('me/messages', token, {
        recipient: { id: '9001' },
        messaging_type: 'RESPONSE',
        message: { attachment: { type: 'template', payload: { template_type: 'button', text: 'x', buttons: [1, 2, 3, 4] } } },
      }),
    );
    expect([error!.kind, error!.code]).toEqual(['refused', 100]);
  });
});
