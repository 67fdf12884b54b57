import { z } from 'zod';
import { recordId } from './fields.ts';

/** The widget's default flows (spec 2, 2 "defaults"): the welcome flow for a first visit and the default reply. */
export const widgetDefaultsBody = z.strictObject({
  welcomeFlowId: recordId.nullable(),
  defaultReplyFlowId: recordId.nullable(),
});
export type WidgetDefaultsBody = z.output<typeof widgetDefaultsBody>;

export const widgetDefaultsView = z.object({
  widgetId: z.string(),
  welcomeFlowId: z.number().int().nullable(),
  defaultReplyFlowId: z.number().int().nullable(),
});
export type WidgetDefaultsView = z.output<typeof widgetDefaultsView>;
