/**
 * Where a new node goes on the canvas (issue 21): where it was asked for, or the nearest spot
 * where it overlaps no other node, keeping a gap. Every way of adding a node (the palette, a
 * drop, a connection dropped on empty canvas, a duplicate) places it through this one function.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A node's box on the canvas: its top-left corner and its size. */
export interface Box extends Point, Size {}

/** Space kept free between two nodes, so neither their outlines nor their handles touch. */
export const PLACEMENT_GAP = 24;

/**
 * The top-left corner nearest to `desired` at which a box of `size` keeps `gap` away from
 * every box of `occupied`. The nearest free corner has, on each axis, either the desired
 * coordinate or one that touches a side of an occupied box (anything else could slide closer),
 * so those candidates are tried nearest first. Boxes too far away to matter are left out:
 * the spot just below all of them is free, and nothing farther than it can be the answer.
 */
export function freeSpot(desired: Point, size: Size, occupied: readonly Box[], gap = PLACEMENT_GAP): Point {
  if (!occupied.some((box) => overlaps(desired, size, box, gap))) return desired;
  const below = { x: desired.x, y: Math.max(...occupied.map((box) => box.y + box.height)) + gap };
  const reach = distance(desired, below) + size.width + size.height + gap * 2;
  const near = occupied.filter((box) => distance(desired, box) <= reach + box.width + box.height);

  const xs = new Set<number>([desired.x]);
  const ys = new Set<number>([desired.y]);
  for (const box of near) {
    xs.add(box.x + box.width + gap).add(box.x - gap - size.width);
    ys.add(box.y + box.height + gap).add(box.y - gap - size.height);
  }
  const candidates: Point[] = [];
  for (const x of xs) for (const y of ys) candidates.push({ x, y });
  // Of two equally near spots, the one to the right, then the lower: flows read left to right, top to bottom.
  candidates.sort((a, b) => distance(desired, a) - distance(desired, b) || b.x - a.x || b.y - a.y);
  return candidates.find((spot) => !near.some((box) => overlaps(spot, size, box, gap))) ?? below;
}

/** Whether a box of `size` at `at` comes closer than `gap` to `box`. */
export function overlaps(at: Point, size: Size, box: Box, gap = 0): boolean {
  return at.x < box.x + box.width + gap && box.x < at.x + size.width + gap && at.y < box.y + box.height + gap && box.y < at.y + size.height + gap;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
