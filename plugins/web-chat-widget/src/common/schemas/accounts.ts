import { z } from 'zod';
import { orOwnFilePath } from '@chatmill/sdk';
import { colourPattern } from '../colours.ts';
import { parseDomain } from '../domains.ts';
import { embedModes, maxDomains, maxNameLength, maxOpenDelaySeconds, maxTaglineLength, maxTitleLength, placements } from '../limits.ts';
import { messages } from '../messages.ts';
import { optionalHttpsUrl, pageOf, pageQuery, searchText, sortQuery, text } from './fields.ts';

/** Spec 2, 3 "Web widget": name, title, tagline, colours, placement, delay, embed mode, domains; favicon and logo (spec 2, 5). */

const colour = z
  .string({ error: messages.colour })
  .trim()
  .regex(colourPattern, messages.colour)
  .transform((value) => value.toLowerCase());

/**
 * The sites the widget may run on: https only ('Insecure Domain' for http), except the local
 * machine (localhost, *.localhost, 127.0.0.1: see domains.ts), at least one, each kept as its
 * origin. The problem is reported on `domains`, the one input of the form.
 */
export const domainList = z
  .array(z.string({ error: messages.invalidDomain }).max(300, messages.invalidDomain), { error: messages.domainRequired })
  .transform((values, ctx) => {
    const origins: string[] = [];
    for (const value of values) {
      const parsed = parseDomain(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.problem === 'insecure' ? messages.insecureDomain : messages.invalidDomain });
        return z.NEVER;
      }
      if (origins.includes(parsed.origin)) {
        ctx.addIssue({ code: 'custom', message: messages.duplicateDomain });
        return z.NEVER;
      }
      origins.push(parsed.origin);
    }
    if (origins.length === 0) ctx.addIssue({ code: 'custom', message: messages.domainRequired });
    if (origins.length > maxDomains) ctx.addIssue({ code: 'custom', message: messages.tooManyDomains });
    return origins;
  });

const delay = z
  .number({ error: `Use a number of seconds from 0 to ${maxOpenDelaySeconds}.` })
  .int(`Use a number of seconds from 0 to ${maxOpenDelaySeconds}.`)
  .min(0, `Use a number of seconds from 0 to ${maxOpenDelaySeconds}.`)
  .max(maxOpenDelaySeconds, `Use a number of seconds from 0 to ${maxOpenDelaySeconds}.`);

const fields = {
  name: text('widget name', maxNameLength, { required: true }),
  title: text('title', maxTitleLength, { required: true }),
  tagline: text('tagline', maxTaglineLength),
  primaryColor: colour,
  textColor: colour,
  placement: z.enum(placements, { error: 'Choose right or left.' }),
  openDelaySeconds: delay,
  embedMode: z.enum(embedModes, { error: 'Choose bubble or iframe.' }),
  domains: domainList,
  /** 500x500 (spec 2, 5); the dashboard checks the size when the address is entered. */
  faviconUrl: optionalHttpsUrl,
  /** 100x100 (spec 2, 5). A web address, or an uploaded logo's `/files/<id>` (the embed script makes it absolute). */
  logoUrl: orOwnFilePath(optionalHttpsUrl),
};

export const createWidgetBody = z.strictObject({
  ...fields,
  tagline: fields.tagline.default(''),
  primaryColor: fields.primaryColor.default('#1f6feb'),
  textColor: fields.textColor.default('#ffffff'),
  placement: fields.placement.default('right'),
  openDelaySeconds: fields.openDelaySeconds.default(0),
  embedMode: fields.embedMode.default('bubble'),
  faviconUrl: fields.faviconUrl.default(null),
  logoUrl: fields.logoUrl.default(null),
});
export type CreateWidgetBody = z.output<typeof createWidgetBody>;

export const updateWidgetBody = z.strictObject({
  name: fields.name.optional(),
  title: fields.title.optional(),
  tagline: fields.tagline.optional(),
  primaryColor: fields.primaryColor.optional(),
  textColor: fields.textColor.optional(),
  placement: fields.placement.optional(),
  openDelaySeconds: fields.openDelaySeconds.optional(),
  embedMode: fields.embedMode.optional(),
  domains: fields.domains.optional(),
  faviconUrl: fields.faviconUrl.optional(),
  logoUrl: fields.logoUrl.optional(),
});
export type UpdateWidgetBody = z.output<typeof updateWidgetBody>;

export const widgetView = z.object({
  id: z.number().int(),
  /** The public id the embed snippet carries. */
  widgetId: z.string(),
  name: z.string(),
  title: z.string(),
  tagline: z.string(),
  primaryColor: z.string(),
  textColor: z.string(),
  placement: z.enum(placements),
  openDelaySeconds: z.number().int(),
  embedMode: z.enum(embedModes),
  domains: z.array(z.string()),
  faviconUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WidgetView = z.output<typeof widgetView>;

export const widgetSortFields = ['name', 'createdAt'] as const;
export const widgetListQuery = z.object({ search: searchText, ...sortQuery(widgetSortFields, 'createdAt', 'desc'), ...pageQuery });
export type WidgetListQuery = z.output<typeof widgetListQuery>;
export const widgetPage = pageOf(widgetView);
