import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import type { InviteBody, InvitedAccessType, MemberView, UpdateBody } from './teamApi.ts';
import { emailShape } from '../../forms/emailShape';

/** A light check of the shape; the server's stricter one answers at the field too. */
const maxNameLength = 120;

/**
 * The invite and edit dialog's values, as the inputs hold them (text). The expiration is a
 * day (`YYYY-MM-DD` of a date input): access ends at the end of that day, in the user's time.
 */
export interface MemberFormValues {
  name: string;
  email: string;
  accessType: InvitedAccessType;
  accessLevelId: string;
  customPackageId: string;
  accessExpiresOn: string;
}

/** Server field names to the form's, where they differ. */
export const memberServerFields = { accessExpiresAt: 'accessExpiresOn' };

/** The last millisecond of a local day, so "expires on the 31st" still allows the 31st. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999);
}

/** The local day of an ISO time, as a date input shows it. */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The dialog's schema with messages in the user's language. `keptDay` is the expiration the
 * member already has: it may have passed and still be kept; a new one must lie ahead.
 */
export function memberFormSchema(t: TFunction, mode: 'invite' | 'edit', keptDay: string) {
  return z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, t('errors.required.name')), z.maxLength(maxNameLength, t('teamMembers.validation.tooLong', { max: maxNameLength }))),
    email: z.string().check(
      z.trim(),
      z.refine((v) => mode === 'edit' || v !== '', t('validation.emailRequired')),
      z.refine((v) => mode === 'edit' || v === '' || emailShape.test(v), t('teamMembers.validation.email')),
    ),
    accessType: z.enum(['team_member', 'client_user']),
    accessLevelId: z.string().check(z.refine((v) => v !== '', t('teamMembers.validation.levelRequired'))),
    customPackageId: z.string(),
    accessExpiresOn: z.string().check(z.refine((v) => v === '' || v === keptDay || endOfDay(v).getTime() > Date.now(), t('teamMembers.validation.futureDate'))),
  });
}

export function memberFormValues(member: MemberView | null): MemberFormValues {
  if (!member) return { name: '', email: '', accessType: 'team_member', accessLevelId: '', customPackageId: '', accessExpiresOn: '' };
  return {
    name: member.name,
    email: member.email,
    accessType: member.accessType === 'client_user' ? 'client_user' : 'team_member',
    accessLevelId: member.accessLevel ? String(member.accessLevel.id) : '',
    customPackageId: member.customPackage ? String(member.customPackage.id) : '',
    accessExpiresOn: member.accessExpiresAt ? dayOf(member.accessExpiresAt) : '',
  };
}

/** The fields invite and edit share; an expiration kept as it was goes back unchanged, to the millisecond. */
function accessFields(values: MemberFormValues, keptExpiry: string | null): UpdateBody {
  const kept = keptExpiry !== null && values.accessExpiresOn === dayOf(keptExpiry);
  return {
    name: values.name,
    accessType: values.accessType,
    accessLevelId: Number(values.accessLevelId),
    // Custom packages are for client users only; the server refuses one on a team member.
    customPackageId: values.accessType === 'client_user' && values.customPackageId ? Number(values.customPackageId) : null,
    accessExpiresAt: kept ? keptExpiry : values.accessExpiresOn ? endOfDay(values.accessExpiresOn).toISOString() : null,
  };
}

export function updateBody(values: MemberFormValues, member: MemberView): UpdateBody {
  return accessFields(values, member.accessExpiresAt);
}

export function inviteBody(values: MemberFormValues): InviteBody {
  return { ...accessFields(values, null), email: values.email };
}
