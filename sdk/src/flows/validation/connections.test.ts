import { describe, expect, it } from '@jest/globals';
import { buttons, card, carousel, codesOf, contextFor, email, graph, nextStep, phone, postback, problemsOf, quickReplies, started, text } from './testGraph.ts';

/** Start → welcome, where welcome is a button message with these buttons. */
const withButtons = (...list: Parameters<typeof buttons>[2][]) =>
  graph()
    .reference()
    .message('welcome', buttons('b', 'Pick one', ...list))
    .edge('start', 'welcome');

describe('connection rules (spec 2, 5)', () => {
  it('refuses an edge from or to a node that does not exist', () => {
    expect(problemsOf(started().edge('welcome', 'ghost').build())).toContainEqual(
      expect.objectContaining({ code: 'edgeUnknownNode', edgeId: 'e2', blocks: 'save' }),
    );
    expect(codesOf(started().message('more', text('t2')).edge('welcome', 'more').build())).toEqual([]);
  });

  it('refuses a step connected to itself', () => {
    const flow = started().condition('check').edge('welcome', 'check').edge('check', 'check', 'true').build();
    expect(problemsOf(flow)).toContainEqual(expect.objectContaining({ code: 'edgeSelfLoop', edgeId: 'e3', message: 'Connection Not Allowed' }));
  });

  it('refuses an edge into the Reference', () => {
    const flow = started().edge('welcome', 'start').build();
    expect(problemsOf(flow)).toContainEqual(
      expect.objectContaining({ code: 'edgeIntoReference', edgeId: 'e2', nodeId: 'start', message: 'Connection Not Allowed' }),
    );
  });

  it('refuses an edge from a handle the source does not have', () => {
    const flow = withButtons(nextStep('go')).message('more', text('t2')).edge('welcome', 'more', 'button:gone').build();
    expect(problemsOf(flow)).toContainEqual(expect.objectContaining({ code: 'edgeUnknownHandle', edgeId: 'e2', nodeId: 'welcome' }));
    expect(codesOf(withButtons(nextStep('go')).message('more', text('t2')).edge('welcome', 'more', 'button:go').build())).toEqual([]);
  });

  it('gives Postback suggestions no output', () => {
    const flow = withButtons(postback('other')).message('more', text('t2')).edge('welcome', 'more', 'button:other').build();
    expect(codesOf(flow)).toContain('edgeUnknownHandle');
  });

  it('connects Next Step suggestions and buttons only to a NewMessageSet', () => {
    const toCondition = withButtons(nextStep('go')).condition('check').edge('welcome', 'check', 'button:go').build();
    expect(problemsOf(toCondition)).toContainEqual(
      expect.objectContaining({
        code: 'edgeTargetNotAccepted',
        edgeId: 'e2',
        message: 'Connection Not Allowed',
        detail: '“Next” connects only to Send Message.',
      }),
    );
    const reply = graph()
      .reference()
      .message('welcome', quickReplies('q', 'Pick', nextStep('yes', 'Yes')))
      .edge('start', 'welcome');
    expect(codesOf(reply.action('act').edge('welcome', 'act', 'reply:yes').build())).toContain('edgeTargetNotAccepted');
    expect(
      codesOf(
        graph()
          .reference()
          .message('welcome', quickReplies('q', 'Pick', nextStep('yes', 'Yes')))
          .edge('start', 'welcome')
          .message('m', text('t'))
          .edge('welcome', 'm', 'reply:yes')
          .build(),
      ),
    ).toEqual([]);
  });

  it('connects a Phone suggestion only to SMSSequence and an Email suggestion only to EmailSequence', () => {
    const call = (type: string) => withButtons(phone('call')).node('seq', type, { sequenceId: 's1' }).edge('welcome', 'seq', 'button:call').build();
    expect(codesOf(call('SMSSequence'))).toEqual([]);
    expect(codesOf(call('EmailSequence'))).toContain('edgeTargetNotAccepted');
    const mail = (type: string) => withButtons(email('mail')).node('seq', type, { sequenceId: 's1' }).edge('welcome', 'seq', 'button:mail').build();
    expect(codesOf(mail('EmailSequence'))).toEqual([]);
    expect(codesOf(mail('SMSSequence'))).toContain('edgeTargetNotAccepted');
  });

  it('keeps Phone and Email suggestions solo on their source', () => {
    const flow = withButtons(phone('call'), nextStep('go'))
      .node('sms', 'SMSSequence', { sequenceId: 's1' })
      .message('more', text('t2'))
      .edge('welcome', 'sms', 'button:call')
      .edge('welcome', 'more', 'button:go')
      .build();
    const solo = problemsOf(flow).filter((found) => found.code === 'edgeNotSolo');
    expect(solo.map((found) => found.edgeId)).toEqual(['e2', 'e3']);
    expect(solo[1]?.detail).toBe('“Call us” must be the only connected output of its message.');
    const alone = withButtons(phone('call'), nextStep('go')).node('sms', 'SMSSequence', { sequenceId: 's1' }).edge('welcome', 'sms', 'button:call').build();
    expect(codesOf(alone)).toEqual([]);
  });

  it('lets one edge leave a handle, and never two to the same step', () => {
    const twice = started().message('a', text('t2')).message('b', text('t3')).edge('welcome', 'a').edge('welcome', 'b').build();
    expect(problemsOf(twice)).toContainEqual(
      expect.objectContaining({ code: 'edgeHandleTaken', edgeId: 'e3', detail: 'The output “Next” is already connected.' }),
    );
    const omni = contextFor('omnichannel');
    const split = started().node('split', 'splitter').edge('welcome', 'split');
    for (const thread of ['messenger', 'whatsapp', 'telegram', 'gmb', 'widget'] as const)
      split.threadMessage(thread, thread, text(`t-${thread}`)).edge('split', thread);
    expect(codesOf(split.build(), omni)).toEqual([]);
    expect(codesOf(split.message('sixth', text('t6')).edge('split', 'sixth').build(), omni)).toContain('edgeHandleFull');
    const duplicate = started().node('split', 'splitter').edge('welcome', 'split').message('m', text('t2')).edge('split', 'm').edge('split', 'm').build();
    expect(codesOf(duplicate, omni)).toContain('edgeDuplicate');
  });

  it('caps carousel connections at one per card button', () => {
    const shop = () =>
      graph()
        .reference()
        .message('welcome', carousel('c', card('c1', 'Shoes', { buttons: [nextStep('buy', 'Buy')] })))
        .edge('start', 'welcome')
        .message('a', text('ta'))
        .edge('welcome', 'a', 'card:c1:button:buy');
    expect(codesOf(shop().build())).toEqual([]);
    expect(codesOf(shop().message('b', text('tb')).edge('welcome', 'b', 'card:c1:button:buy').build())).toContain('edgeHandleTaken');
    const eleven = Array.from({ length: 11 }, (_, i) => card(`k${i}`, `Card ${i}`));
    expect(
      codesOf(
        graph()
          .reference()
          .message('welcome', carousel('c', ...eleven))
          .edge('start', 'welcome')
          .build(),
      ),
    ).toContain('settingTooMany');
  });
});
