import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { fetchSetupStatus, runSetup } from '../api/auth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { PageLoader } from '../components/PageLoader';
import { SubmitForm } from '../components/SubmitForm';
import { TextField } from '../components/TextField';
import { LOGIN_PATH } from '../session/nextPath';
import { NameEmailFields } from './account/NameEmailFields';
import { useNewAccount } from './account/useNewAccount';

const FIELDS = ['name', 'email', 'password'] as const;

/** First run: creates the platform admin. Only reachable while the server says it is needed. */
export default function SetupScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('setup.title'));

  const [required, setRequired] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  // The server logs the new admin in. Someone else may finish the setup meanwhile: then
  // the admin exists and this user logs in as usual.
  const account = useNewAccount({
    fields: FIELDS,
    create: runSetup,
    elsewhere: { code: 'SETUP_DONE', path: LOGIN_PATH },
  });

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

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')}>
      <SubmitForm
        form={account.form}
        onSubmit={() => account.submit(password, password ? {} : { password: t('validation.passwordRequired') })}
        submitLabel={t('setup.submit')}
      >
        <NameEmailFields account={account} idPrefix="setup" labels={{ name: t('setup.name'), email: t('setup.email') }} />
        <TextField
          id="setup-password"
          label={t('setup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('setup.passwordHint')}
          value={password}
          onChange={setPassword}
          error={account.form.fieldErrors['password']}
        />
      </SubmitForm>
    </AuthCard>
  );
}
