import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { isOwnFilePath, type ContractInput } from '@chatmill/sdk/web';
import { colourPattern, defaultColours } from '../common/colours.ts';
import type { contracts } from '../common/contracts.ts';
import { parseDomain } from '../common/domains.ts';
import { embedModes, maxDomains, maxNameLength, maxOpenDelaySeconds, maxTaglineLength, maxTitleLength, placements } from '../common/limits.ts';
import type { WidgetView } from './types.ts';

/**
 * The widget form's schema, with messages in the user's language. zod/mini keeps the screen's
 * chunk small; the server checks the same rules (common/schemas/accounts.ts) and answers with
 * the same messages, which `useServerMessage` translates.
 */
export function widgetFormSchema(t: TFunction<'web-chat-widget'>) {
  const required = (field: string, max: number) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t('validation.required', { field: t(`fields.${field}`).toLowerCase() })),
        z.maxLength(max, t('validation.tooLong', { max })),
      );
  const colour = z.string().check(z.trim(), z.regex(colourPattern, t('validation.colour')));
  const httpsUrl = z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), t('validation.httpsUrl')),
  );
  return z.object({
    name: required('name', maxNameLength),
    title: required('title', maxTitleLength),
    tagline: z.string().check(z.trim(), z.maxLength(maxTaglineLength, t('validation.tooLong', { max: maxTaglineLength }))),
    primaryColor: colour,
    textColor: colour,
    placement: z.enum(placements),
    openDelaySeconds: z
      .number()
      .check(
        z.int(),
        z.gte(0, t('validation.delay', { max: maxOpenDelaySeconds })),
        z.lte(maxOpenDelaySeconds, t('validation.delay', { max: maxOpenDelaySeconds })),
      ),
    embedMode: z.enum(embedModes),
    domains: z.array(z.string()).check(
      z.refine((values) => values.length > 0, t('validation.domainRequired')),
      z.refine((values) => values.length <= maxDomains, t('validation.tooManyDomains', { max: maxDomains })),
      z.refine(
        (values) => values.every((v) => parseDomain(v).ok || (parseDomain(v) as { problem: string }).problem !== 'insecure'),
        t('validation.insecureDomain'),
      ),
      z.refine((values) => values.every((v) => parseDomain(v).ok), t('validation.invalidDomain')),
    ),
    faviconUrl: httpsUrl,
    // Or an uploaded logo, served by the product at `/files/<id>`.
    logoUrl: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || isOwnFilePath(v), t('validation.httpsUrl')),
    ),
  });
}

export type WidgetFormValues = z.input<ReturnType<typeof widgetFormSchema>>;

export function widgetFormValues(widget: WidgetView | null): WidgetFormValues {
  if (!widget) {
    return {
      name: '',
      title: '',
      tagline: '',
      primaryColor: defaultColours.primary,
      textColor: defaultColours.text,
      placement: 'right',
      openDelaySeconds: 0,
      embedMode: 'bubble',
      domains: [],
      faviconUrl: '',
      logoUrl: '',
    };
  }
  return {
    name: widget.name,
    title: widget.title,
    tagline: widget.tagline,
    primaryColor: widget.primaryColor,
    textColor: widget.textColor,
    placement: widget.placement,
    openDelaySeconds: widget.openDelaySeconds,
    embedMode: widget.embedMode,
    domains: widget.domains,
    faviconUrl: widget.faviconUrl ?? '',
    logoUrl: widget.logoUrl ?? '',
  };
}

type WidgetBody = NonNullable<ContractInput<typeof contracts.createWidget>['body']>;

/** The body of POST or PATCH /accounts: empty image addresses clear them. */
export function widgetInput(values: z.output<ReturnType<typeof widgetFormSchema>>): WidgetBody {
  return { ...values, faviconUrl: values.faviconUrl || null, logoUrl: values.logoUrl || null };
}
