/** The most events in any one-second window that starts at an event (times in milliseconds). */
export function busiestSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (j < sorted.length && sorted[j]! < sorted[i]! + 1000) j += 1;
    most = Math.max(most, j - i);
  }
  return most;
}
