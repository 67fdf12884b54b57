/** Personalisation: `{{name}}` placeholders in the texts a flow sends, filled per subscriber. Web-safe. */
export { fillTemplate, parseTemplate, templateNames } from './template.ts';
export type { FillMode, TemplatePart, ValueLookup } from './template.ts';
export { isSystemFieldName, momentFieldNames, savableField, subscriberFieldNames, systemFieldNames } from './systemFields.ts';
export type { SavableField, SystemFieldName } from './systemFields.ts';
export { splitName, subscriberValues, validZone } from './subscriberValues.ts';
export type { ValueOptions } from './subscriberValues.ts';
export { personaliseMessage } from './personaliseMessage.ts';
