import { TextField } from '../../components/TextField';
import type { NewAccountForm } from './useNewAccount';

interface NameEmailFieldsProps {
  account: NewAccountForm;
  /** Makes the input ids `<prefix>-name` and `<prefix>-email`. */
  idPrefix: string;
  labels: { name: string; email: string };
}

/** The first inputs of a new account (register, setup); the name has the focus. */
export function NameEmailFields({ account, idPrefix, labels }: NameEmailFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={labels.name}
        autoComplete="name"
        autoFocus
        value={account.name}
        onChange={account.setName}
        error={account.form.fieldErrors['name']}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        value={account.email}
        onChange={account.setEmail}
        error={account.form.fieldErrors['email']}
      />
    </>
  );
}
