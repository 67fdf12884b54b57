import { describe, expect, it } from '@jest/globals';
import { FakeGraphApi } from '../../../../../tests/fakes/fakeGraphApi.ts';
import { messengerBatches } from './messengerWebhook.ts';
import { handshakeAnswer, signedByMeta } from './sendApi.ts';

const page = '1111';
const psid = '9001';
const at = 1_764_400_000_000;
const messaging = (event: Record<string, unknown>) => ({ sender: { id: psid }, recipient: { id: page }, timestamp: at, ...event });
const pageWebhook = (...events: Record<string, unknown>[]) => ({ object: 'page', entry: [{ id: page, time: at, messaging: events.map(messaging) }] });

/** Webhook events as Meta documents them (Messenger Platform and Instagram Messaging webhook references). */
describe('reading a Messenger webhook', () => {
  it('reads messages, quick replies, postbacks, referrals, opt-ins, deliveries and reads of a page', () => {
    const [batch] = messengerBatches(
      pageWebhook(
        { message: { mid: 'm_1', text: 'hello', attachments: [{ type: 'image', payload: { url: 'https://scontent.example/a.jpg' } }] } },
        { message: { mid: 'm_2', text: 'Small', quick_reply: { payload: '~1.1.aaaaaaaaaa' } } },
        { postback: { mid: 'm_3', title: 'Get Started', payload: 'GET_STARTED' } },
        { referral: { ref: 'summer-sale', source: 'SHORTLINK', type: 'OPEN_THREAD' } },
        { optin: { ref: 'checkbox-1' } },
        { delivery: { mids: ['m_sent_1'], watermark: at } },
        { read: { watermark: at } },
      ),
    );
    const when = new Date(at);
    expect(batch).toEqual({
      platform: 'messenger',
      accountId: page,
      events: [
        {
          kind: 'message',
          eventId: 'm_1',
          subscriberExternalId: psid,
          timestamp: when,
          text: 'hello',
          attachments: [{ type: 'image', url: 'https://scontent.example/a.jpg' }],
        },
        { kind: 'quickReply', eventId: 'm_2', subscriberExternalId: psid, timestamp: when, payload: '~1.1.aaaaaaaaaa', text: 'Small' },
        { kind: 'postback', eventId: 'm_3', subscriberExternalId: psid, timestamp: when, payload: 'GET_STARTED', title: 'Get Started' },
        { kind: 'referral', eventId: `ref:${psid}:${at}`, subscriberExternalId: psid, timestamp: when, ref: 'summer-sale' },
        { kind: 'optIn', eventId: `opt:${psid}:${at}`, subscriberExternalId: psid, timestamp: when, ref: 'checkbox-1' },
        { kind: 'delivery', eventId: `dl:${psid}:${at}`, subscriberExternalId: psid, timestamp: when, messageIds: ['m_sent_1'] },
        { kind: 'read', eventId: `rd:${psid}:${at}`, subscriberExternalId: psid, timestamp: when, watermark: when },
      ],
    });
  });

  it("skips echoes (the page's own messages) and events it does not know, and reads nothing from a body that is not Meta's", () => {
    const [batch] = messengerBatches(pageWebhook({ message: { mid: 'm_echo', text: 'sent by us', is_echo: true } }, { reaction: { action: 'react' } }));
    expect(batch!.events).toEqual([]);
    expect(messengerBatches({ object: 'whatsapp_business_account', entry: [] })).toEqual([]);
    expect(messengerBatches('not json')).toEqual([]);
  });

  it('reads page feed comments and Instagram comments and messages', () => {
    const feed = messengerBatches({
      object: 'page',
      entry: [
        {
          id: page,
          changes: [
            {
              field: 'feed',
              value: {
                item: 'comment',
                verb: 'add',
                comment_id: 'c_1',
                post_id: 'p_1',
                message: 'price?',
                from: { id: '77', name: 'Ann' },
                created_time: 1_764_400_000,
              },
            },
          ],
        },
      ],
    });
    expect(feed[0]!.events).toEqual([
      {
        kind: 'comment',
        eventId: 'c:c_1',
        subscriberExternalId: '77',
        timestamp: new Date(1_764_400_000_000),
        postId: 'p_1',
        commentId: 'c_1',
        text: 'price?',
        profile: { name: 'Ann' },
      },
    ]);
    const instagram = messengerBatches({
      object: 'instagram',
      entry: [
        {
          id: '1784',
          messaging: [{ sender: { id: 'ig_5' }, recipient: { id: '1784' }, timestamp: at, message: { mid: 'ig_m1', text: 'hi' } }],
          changes: [{ field: 'comments', value: { id: 'igc_1', text: 'love it', from: { id: 'ig_6', username: 'bo' }, media: { id: 'media_1' } } }],
        },
      ],
    });
    expect(instagram[0]).toMatchObject({ platform: 'instagram', accountId: '1784' });
    expect(instagram[0]!.events.map((e) => [e.kind, e.eventId, e.subscriberExternalId])).toEqual([
      ['message', 'ig_m1', 'ig_5'],
      ['comment', 'c:igc_1', 'ig_6'],
    ]);
  });
});

describe("Meta's signature and handshake", () => {
  const graph = new FakeGraphApi();
  const request = (rawBody: string, headers: Record<string, string>) => ({ rawBody: Buffer.from(rawBody), headers });

  it('takes a body signed with the app secret, and refuses a missing, wrong, altered or other app’s signature', () => {
    const { rawBody, headers } = graph.signedWebhook(pageWebhook({ message: { mid: 'm_1', text: 'héllo ✓' } }));
    expect(signedByMeta(request(rawBody, headers), graph.appSecret)).toBe(true);
    expect(signedByMeta(request(rawBody, {}), graph.appSecret)).toBe(false);
    expect(signedByMeta(request(rawBody, { 'x-hub-signature-256': 'sha256=00' }), graph.appSecret)).toBe(false);
    const flipped = Buffer.from(rawBody);
    flipped[10] = flipped[10]! ^ 1;
    expect(signedByMeta({ rawBody: flipped, headers }, graph.appSecret)).toBe(false);
    expect(signedByMeta(request(rawBody, graph.signedWebhook(JSON.parse(rawBody), 'another app secret').headers), graph.appSecret)).toBe(false);
    // Meta signs the bytes it sent: the same JSON with its unicode escaped is another body.
    const escaped = rawBody.replace('é', '\\u00e9');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(rawBody));
    expect(signedByMeta(request(escaped, headers), graph.appSecret)).toBe(false);
    expect(signedByMeta(request(rawBody, headers), '')).toBe(false);
  });

  it('answers the subscription handshake with the challenge only for the verify token set', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'owner-token', 'hub.challenge': '1158201444' };
    expect(handshakeAnswer(query, 'owner-token')).toBe('1158201444');
    expect(handshakeAnswer(query, 'other-token')).toBeNull();
    expect(handshakeAnswer({ ...query, 'hub.mode': 'unsubscribe' }, 'owner-token')).toBeNull();
    expect(handshakeAnswer(query, '')).toBeNull();
  });
});
