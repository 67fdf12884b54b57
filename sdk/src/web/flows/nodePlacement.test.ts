import { describe, expect, it } from '@jest/globals';
import { freeSpot, overlaps, PLACEMENT_GAP, type Box, type Point, type Size } from './nodePlacement.ts';

const card: Size = { width: 216, height: 100 };
const at = (x: number, y: number, size: Size = card): Box => ({ x, y, ...size });
const clear = (spot: Point, boxes: readonly Box[], size: Size = card) => boxes.every((box) => !overlaps(spot, size, box, PLACEMENT_GAP));

describe('placing a new node', () => {
  it('keeps the asked-for spot when it is free', () => {
    expect(freeSpot({ x: 0, y: 0 }, card, [])).toEqual({ x: 0, y: 0 });
    expect(freeSpot({ x: 500, y: 0 }, card, [at(0, 0)])).toEqual({ x: 500, y: 0 });
  });

  it('moves off a node it would cover, to the nearest side, keeping the gap', () => {
    // Asked for slightly below a node: the nearest free spot is just under it.
    expect(freeSpot({ x: 10, y: 30 }, card, [at(0, 0)])).toEqual({ x: 10, y: 100 + PLACEMENT_GAP });
    // Asked for slightly right of it: the nearest free spot is just beside it.
    expect(freeSpot({ x: 150, y: 0 }, card, [at(0, 0)])).toEqual({ x: 216 + PLACEMENT_GAP, y: 0 });
  });

  it('finds a gap between nodes only when the new box fits in it', () => {
    const narrow = [at(0, 0), at(216 + 100, 0)]; // 100px between them: too narrow for 216 + gaps
    const spot = freeSpot({ x: 216, y: 0 }, card, narrow);
    expect(clear(spot, narrow)).toBe(true);
    const wide = [at(0, 0), at(216 + 2 * PLACEMENT_GAP + 216, 0)];
    expect(freeSpot({ x: 230, y: 0 }, card, wide)).toEqual({ x: 216 + PLACEMENT_GAP, y: 0 });
  });

  it('places many nodes asked for at one point so that no two overlap', () => {
    const placed: Box[] = [];
    for (let i = 0; i < 30; i++) placed.push({ ...freeSpot({ x: 100, y: 100 }, card, placed), ...card });
    for (const [i, box] of placed.entries())
      expect(
        clear(
          box,
          placed.filter((_, j) => j !== i),
        ),
      ).toBe(true);
    // Packed around the point, not strewn far away.
    for (const box of placed) expect(Math.hypot(box.x - 100, box.y - 100)).toBeLessThan(1200);
  });

  it('respects each node’s own size', () => {
    const tall = at(0, 0, { width: 216, height: 400 });
    const spot = freeSpot({ x: 0, y: 150 }, card, [tall]); // 274px to above or below it, 240px to its right
    expect(clear(spot, [tall])).toBe(true);
    expect(spot).toEqual({ x: 216 + PLACEMENT_GAP, y: 150 });
  });
});
