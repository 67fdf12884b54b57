import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError';
import { fetchSetupStatus, runSetup } from '../api/auth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PageLoader } from '../components/PageLoader';
import { TextField } from '../components/TextField';
import { useFormSubmit } from '../forms/useFormSubmit';
import { LOGIN_PATH } from '../session/nextPath';
import { useSessionStore } from '../session/sessionStore';

const FIELDS = ['name', 'email', 'password'] as const;

/** First run: creates the platform admin. Only reachable while the server says it is needed. */
export default function SetupScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('setup.title'));
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);

  const [required, setRequired] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(FIELDS);

  useEffect(() => {
    let active = true;
    fetchSetupStatus()
      .then((status) => {
        if (active) setRequired(status.required);
      })
      .catch(() => {
        if (active) setRequired(false);
      });
    return () => {
      active = false;
    };
  }, []);

  if (required === null) return <PageLoader />;
  if (!required) return <Navigate to={LOGIN_PATH} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const localErrors: Record<string, string> = {};
    if (!name.trim()) localErrors['name'] = t('errors.required.name');
    if (!email.trim()) localErrors['email'] = t('validation.emailRequired');
    if (!password) localErrors['password'] = t('validation.passwordRequired');
    void form.submit(async () => {
      try {
        // The server logs the new admin in.
        setUser(await runSetup({ name: name.trim(), email: email.trim(), password }));
      } catch (error) {
        // Someone else finished the setup meanwhile: log in as usual.
        if (isApiError(error, 'SETUP_DONE')) {
          void navigate(LOGIN_PATH, { replace: true });
          return;
        }
        throw error;
      }
      void navigate('/', { replace: true });
    }, localErrors);
  }

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert text={form.formError} />
        <TextField
          id="setup-name"
          label={t('setup.name')}
          autoComplete="name"
          autoFocus
          value={name}
          onChange={setName}
          error={form.fieldErrors['name']}
        />
        <TextField
          id="setup-email"
          label={t('setup.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={form.fieldErrors['email']}
        />
        <TextField
          id="setup-password"
          label={t('setup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('setup.passwordHint')}
          value={password}
          onChange={setPassword}
          error={form.fieldErrors['password']}
        />
        <Button
          type="submit"
          className="form-submit"
          label={t('setup.submit')}
          loading={form.submitting}
          disabled={form.submitting}
        />
      </form>
    </AuthCard>
  );
}
