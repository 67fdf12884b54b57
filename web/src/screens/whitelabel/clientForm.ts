import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { dayOf, endOfDay } from '../team/memberForm.ts';
import type { ClientView, CreateClientBody, UpdateClientBody } from './clientApi.ts';
import { emailShape } from '../../forms/emailShape';

/** A light check of the shape; the server's stricter one answers at the field too. */
const maxNameLength = 120;

/**
 * When the client's package runs out: the package's validity counted from today, never, or
 * the end of a chosen day (in the reseller's time).
 */
export const expiryModes = ['package', 'never', 'date'] as const;
export type ExpiryMode = (typeof expiryModes)[number];

export interface ClientFormValues {
  name: string;
  email: string;
  packageId: string;
  expiry: ExpiryMode;
  expiresOn: string;
}

/** Server field names to the form's, where they differ. */
export const clientServerFields = { expiresAt: 'expiresOn' };

/**
 * The dialog's schema with messages in the user's language. Editing shows only the package
 * and the expiry, so the name and email are checked on creation only.
 */
export function clientFormSchema(t: TFunction, mode: 'create' | 'edit') {
  return z
    .object({
      name: z.string().check(
        z.trim(),
        z.refine((v) => mode === 'edit' || v !== '', t('errors.required.name')),
        z.maxLength(maxNameLength, t('whitelabel.clients.validation.tooLong', { max: maxNameLength })),
      ),
      email: z.string().check(
        z.trim(),
        z.refine((v) => mode === 'edit' || v !== '', t('validation.emailRequired')),
        z.refine((v) => mode === 'edit' || v === '' || emailShape.test(v), t('whitelabel.validation.email')),
      ),
      packageId: z.string().check(z.refine((v) => v !== '', t('whitelabel.clients.validation.packageRequired'))),
      expiry: z.enum(expiryModes),
      expiresOn: z.string(),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.expiry !== 'date') return;
        if (values.expiresOn === '') ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: t('whitelabel.clients.validation.dateRequired') });
        else if (endOfDay(values.expiresOn).getTime() <= Date.now())
          ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: t('whitelabel.clients.validation.futureDate') });
      }),
    );
}

export function clientFormValues(client: ClientView | null): ClientFormValues {
  if (!client) return { name: '', email: '', packageId: '', expiry: 'package', expiresOn: '' };
  return {
    name: client.name,
    email: client.email,
    packageId: client.package ? String(client.package.id) : '',
    // A package that ran out is renewed by default; a running one keeps its day.
    expiry: client.expiresAt === null ? 'never' : Date.parse(client.expiresAt) > Date.now() ? 'date' : 'package',
    expiresOn: client.expiresAt ? dayOf(client.expiresAt) : '',
  };
}

/** `expiresAt` as the API takes it: left out (the package's validity), null (never) or a time; a kept day goes back unchanged. */
function expiresAtOf(values: ClientFormValues, kept: string | null): { expiresAt?: string | null } {
  if (values.expiry === 'package') return {};
  if (values.expiry === 'never') return { expiresAt: null };
  if (kept !== null && values.expiresOn === dayOf(kept)) return { expiresAt: kept };
  return { expiresAt: endOfDay(values.expiresOn).toISOString() };
}

export function createBody(values: ClientFormValues): CreateClientBody {
  return { name: values.name, email: values.email, packageId: Number(values.packageId), ...expiresAtOf(values, null) };
}

export function updateBody(values: ClientFormValues, client: ClientView): UpdateClientBody {
  return { packageId: Number(values.packageId), ...expiresAtOf(values, client.expiresAt) };
}
