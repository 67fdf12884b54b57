import type { Dispatch, SetStateAction } from 'react';
import type { FieldErrors } from '../api/ApiError';
import { CONFIRM_FIELD, type NewPassword } from '../forms/newPassword';
import { TextField } from './TextField';

interface NewPasswordFieldsProps {
  /** Input ids; each screen has its own, as the dashboard also shows a current password. */
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  value: NewPassword;
  /** A state setter: each input updates its half from the latest value, so two quick fills both stay. */
  onChange: Dispatch<SetStateAction<NewPassword>>;
  /** The form's field name for the first input; see `newPasswordErrors`. */
  field: string;
  errors: FieldErrors;
  hint?: string;
  autoFocus?: boolean;
}

/**
 * The "new password" and "confirm password" inputs of register, reset and change password.
 * Both are `new-password` so password managers offer to generate and save one.
 */
export function NewPasswordFields({ ids, labels, value, onChange, field, errors, hint, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={hint}
        value={value.password}
        onChange={(password) => onChange((previous) => ({ ...previous, password }))}
        error={errors[field]}
      />
      <TextField
        id={ids.confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={(confirm) => onChange((previous) => ({ ...previous, confirm }))}
        error={errors[CONFIRM_FIELD]}
      />
    </>
  );
}
