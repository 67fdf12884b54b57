import { describe, expect, it } from '@jest/globals';
import { orderPlugins } from './orderPlugins.ts';

const plugin = (id: string, ...requires: string[]) => ({ id, requires });

describe('orderPlugins', () => {
  it('starts every plugin after the plugins it requires', () => {
    const { ordered, rejected } = orderPlugins([plugin('shop', 'contacts', 'email'), plugin('email', 'contacts'), plugin('contacts')]);
    expect(ordered.map((p) => p.id)).toEqual(['contacts', 'email', 'shop']);
    expect(rejected).toEqual([]);
  });

  it('leaves out a plugin whose requirement is missing, and what requires it', () => {
    const { ordered, rejected } = orderPlugins([plugin('a', 'b'), plugin('b', 'missing'), plugin('c')]);
    expect(ordered.map((p) => p.id)).toEqual(['c']);
    expect(rejected).toEqual([
      { id: 'b', reason: 'it requires the plugin missing, which is not installed' },
      { id: 'a', reason: 'it requires the plugin b, which could not be loaded' },
    ]);
  });

  it('leaves out the plugins of a dependency cycle', () => {
    const { ordered, rejected } = orderPlugins([plugin('x', 'y'), plugin('y', 'x'), plugin('z')]);
    expect(ordered.map((p) => p.id)).toEqual(['z']);
    expect(rejected.map((r) => r.id).sort()).toEqual(['x', 'y']);
    expect(rejected[0]!.reason).toMatch(/dependency cycle: (x -> y -> x|y -> x -> y)/);
  });
});
