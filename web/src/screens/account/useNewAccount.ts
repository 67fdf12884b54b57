import i18n from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, type FieldErrors } from '../../api/ApiError';
import type { NewAccount } from '../../api/auth';
import type { User } from '../../api/types';
import { useFormSubmit, type FormSubmit } from '../../forms/useFormSubmit';
import { useSessionStore } from '../../session/sessionStore';

interface NewAccountOptions {
  /** The form's field names (a constant array, see `useFormSubmit`). */
  fields: readonly string[];
  /** The API call; the server logs the new account in and answers with its user. */
  create: (account: NewAccount) => Promise<User>;
  /** The error that means the other screen is the right one now, and where that is. */
  elsewhere: { code: string; path: string };
}

export interface NewAccountForm {
  name: string;
  setName: (value: string) => void;
  email: string;
  setEmail: (value: string) => void;
  form: FormSubmit;
  /** Checks name and email, adds the screen's `passwordErrors`, and creates the account. */
  submit: (password: string, passwordErrors: FieldErrors) => void;
}

/**
 * Register and setup both create an account that is logged in at once: the same name and
 * email checks, then the dashboard. They differ in the API call, in how the password is
 * asked, and in which error sends the user to the other screen.
 */
export function useNewAccount({ fields, create, elsewhere }: NewAccountOptions): NewAccountForm {
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const form = useFormSubmit(fields);

  function submit(password: string, passwordErrors: FieldErrors) {
    const localErrors: FieldErrors = { ...passwordErrors };
    if (!name.trim()) localErrors['name'] = i18n.t('errors.required.name');
    if (!email.trim()) localErrors['email'] = i18n.t('validation.emailRequired');
    void form.submit(async () => {
      try {
        setUser(await create({ name: name.trim(), email: email.trim(), password }));
      } catch (error) {
        if (isApiError(error, elsewhere.code)) {
          void navigate(elsewhere.path, { replace: true });
          return;
        }
        throw error;
      }
      void navigate('/', { replace: true });
    }, localErrors);
  }

  return { name, setName, email, setEmail, form, submit };
}
