import { coreNodeTypes, defineFlowNode, type DelayUnit, type TimeGapSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

const unitMs: Record<Exclude<DelayUnit, 'month'>, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };

/** Waits the set time (a pg-boss job due then), then follows `next`. */
export const timeGapNode = defineFlowNode<TimeGapSettings>({
  ...coreSpec<TimeGapSettings>(coreNodeTypes.timeGap),
  execute: (settings, context) => ({ kind: 'waitUntil', at: addDelay(context.now, settings.amount ?? 1, settings.unit), handle: 'next' }),
});

/**
 * `from` plus `amount` units. A month is a calendar month (Jan 31 + 1 month = the last day of
 * February, at the same time of day), counted in UTC.
 */
export function addDelay(from: Date, amount: number, unit: DelayUnit): Date {
  if (unit !== 'month') return new Date(from.getTime() + amount * unitMs[unit]);
  const totalMonths = from.getUTCMonth() + amount;
  const year = from.getUTCFullYear() + Math.floor(totalMonths / 12);
  const month = totalMonths % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}
