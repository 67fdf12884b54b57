import { describe, expect, it } from '@jest/globals';
import { flowGraph } from '@chatmill/sdk';
import { buttonsOf, percentOf } from './flowStats.ts';

describe('flow stats', () => {
  it('rounds percentages up (spec 2, 7), and shows 0 % of nothing', () => {
    expect(percentOf(1, 3)).toBe(34);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 1000)).toBe(1);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 10)).toBe(0);
  });

  it('lists the clickable buttons, carousel cards with their buttons as children', () => {
    const graph = flowGraph.parse({
      nodes: [
        {
          id: 'm',
          type: 'NewMessageSet',
          position: { x: 0, y: 0 },
          data: {
            items: [
              {
                id: 'b',
                kind: 'buttons',
                text: 'Hi',
                buttons: [
                  { id: 'yes', type: 'next_step', title: 'Yes' },
                  { id: 'web', type: 'url', title: 'Site', url: 'https://example.com/' },
                ],
              },
              {
                id: 'c',
                kind: 'carousel',
                cards: [
                  {
                    id: 'k1',
                    title: 'Shoes',
                    buttons: [
                      { id: 'buy', type: 'next_step', title: 'Buy' },
                      { id: 'more', type: 'next_step', title: 'More' },
                    ],
                  },
                  { id: 'k2', title: 'Links only', buttons: [{ id: 'l', type: 'url', title: 'Site', url: 'https://example.com/' }] },
                ],
              },
            ],
          },
        },
        { id: 'o', type: 'OTN', position: { x: 0, y: 0 }, data: { title: 'Back in stock' } },
      ],
      edges: [],
    });
    const clicks: Record<string, number> = { 'm|button:yes': 4, 'm|card:k1:button:buy': 2, 'm|card:k1:button:more': 1, 'o|next': 5 };
    expect(buttonsOf(graph, (nodeId, handle) => clicks[`${nodeId}|${handle}`] ?? 0)).toEqual([
      { nodeId: 'm', handle: 'button:yes', label: 'Yes', clicks: 4 },
      {
        nodeId: 'm',
        handle: 'card:k1',
        label: 'Shoes',
        clicks: 3,
        children: [
          { nodeId: 'm', handle: 'card:k1:button:buy', label: 'Buy', clicks: 2 },
          { nodeId: 'm', handle: 'card:k1:button:more', label: 'More', clicks: 1 },
        ],
      },
      { nodeId: 'o', handle: 'next', label: 'Back in stock', clicks: 5 },
    ]);
  });
});
