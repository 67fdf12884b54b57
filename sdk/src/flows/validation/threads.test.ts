import { describe, expect, it } from '@jest/globals';
import { codesOf, contextFor, problemsOf, started, text } from './testGraph.ts';

const omni = contextFor('omnichannel');

describe('omni-channel threads (spec 2, 5)', () => {
  it("says 'Invalid Cross-channel Connection' between steps of different threads", () => {
    const flow = started().threadMessage('wa', 'whatsapp', text('t2')).threadMessage('tg', 'telegram', text('t3')).edge('wa', 'tg').build();
    expect(problemsOf(flow, omni)).toContainEqual(
      expect.objectContaining({
        code: 'edgeCrossChannel',
        edgeId: 'e2',
        message: 'Invalid Cross-channel Connection',
        blocks: 'save',
        params: { from: 'whatsapp', to: 'telegram' },
      }),
    );
    const trunkToThread = started().threadMessage('wa', 'whatsapp', text('t2')).edge('welcome', 'wa').build();
    expect(codesOf(trunkToThread, omni)).toContain('edgeCrossChannel');
  });

  it('crosses threads through a splitter and a converger, and stays on one thread freely', () => {
    const flow = started()
      .node('split', 'splitter')
      .threadMessage('wa', 'whatsapp', text('t2'))
      .threadMessage('wa2', 'whatsapp', text('t3'))
      .threadMessage('tg', 'telegram', text('t4'))
      .node('join', 'converger')
      .message('after', text('t5'))
      .edge('welcome', 'split')
      .edge('split', 'wa')
      .edge('split', 'tg')
      .edge('wa', 'wa2')
      .edge('wa2', 'join')
      .edge('tg', 'join')
      .edge('join', 'after')
      .build();
    expect(codesOf(flow, omni)).toEqual([]);
  });

  it('refuses connecting a splitter and a converger directly', () => {
    const flow = started()
      .node('split', 'splitter')
      .node('join', 'converger')
      .message('after', text('t2'))
      .edge('welcome', 'split')
      .edge('split', 'join')
      .edge('join', 'after')
      .build();
    expect(problemsOf(flow, omni)).toContainEqual(expect.objectContaining({ code: 'edgeJunctionToJunction', edgeId: 'e3', message: 'Connection Not Allowed' }));
  });
});
