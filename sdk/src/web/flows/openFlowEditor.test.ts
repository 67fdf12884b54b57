import { describe, expect, it } from '@jest/globals';
import { flowEditorPath, openFlowEditor } from './openFlowEditor.ts';

describe('opening the flow editor', () => {
  const target = { id: 7, name: 'Welcome & more', channel: 'widget' as const, channelAccountId: 'w1' };

  it('builds the Flow Builder path with the spec query fields', () => {
    expect(flowEditorPath(target)).toBe('/flow-builder/7?flow_name=Welcome+%26+more&page_id=w1&channel=widget');
    expect(flowEditorPath({ ...target, channelAccountId: null })).toContain('page_id=&');
  });

  it('opens a 1050x700 popup per flow, and this tab when popups are blocked', () => {
    const opened: unknown[][] = [];
    const assigned: string[] = [];
    let focused = false;
    const popup = { focus: () => (focused = true) };
    openFlowEditor(target, {
      open: (...args: unknown[]) => (opened.push(args), popup as unknown as Window),
      location: { assign: (u: string) => assigned.push(u) } as unknown as Location,
    });
    expect(opened[0]).toEqual(['/flow-builder/7?flow_name=Welcome+%26+more&page_id=w1&channel=widget', 'flow-builder-7', 'popup=yes,width=1050,height=700']);
    expect(focused).toBe(true);
    openFlowEditor(target, { open: () => null, location: { assign: (u: string) => assigned.push(u) } as unknown as Location });
    expect(assigned).toEqual(['/flow-builder/7?flow_name=Welcome+%26+more&page_id=w1&channel=widget']);
  });
});
