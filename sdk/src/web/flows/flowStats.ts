/**
 * Spec 2, 7: deliveries and reads are shown as a percent of sends, rounded up (1 read of
 * 3 sends is 34%). No sends is 0%, never a division by zero.
 */
export function percentOfSends(count: number, sends: number): number {
  if (sends <= 0 || count <= 0) return 0;
  return Math.min(100, Math.ceil((count * 100) / sends));
}
