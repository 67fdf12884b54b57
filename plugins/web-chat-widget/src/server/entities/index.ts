import { WidgetAccountSchema } from './WidgetAccount.ts';

export const widgetEntities = [WidgetAccountSchema];
