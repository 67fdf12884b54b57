import i18n from 'i18next';
import type { FieldErrors } from '../api/ApiError';

/** A password the user chooses, typed twice so a typo cannot lock them out. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirm: '' };

/** The confirmation's field name, the same on every form that asks for one. */
export const CONFIRM_FIELD = 'confirmPassword';

/**
 * The local check of a new password; `field` names the first input (`password` or
 * `newPassword`, as the API calls it). A mismatch is only reported once the password is
 * filled in, so an empty form shows a single message.
 */
export function newPasswordErrors(value: NewPassword, field: string): FieldErrors {
  if (!value.password) return { [field]: i18n.t('validation.passwordRequired') };
  if (value.password !== value.confirm) return { [CONFIRM_FIELD]: i18n.t('validation.passwordsDoNotMatch') };
  return {};
}
