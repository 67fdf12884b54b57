import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fetchProviders, register } from '../api/auth';
import { useBrandStore } from '../brand/brandStore';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SubmitForm } from '../components/SubmitForm';
import { EMPTY_NEW_PASSWORD, newPasswordErrors } from '../forms/newPassword';
import { NameEmailFields } from './account/NameEmailFields';
import { useNewAccount } from './account/useNewAccount';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export default function RegisterScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();

  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  // The platform admin is created on the setup screen, not here.
  const account = useNewAccount({
    fields: FIELDS,
    create: register,
    elsewhere: { code: 'SETUP_REQUIRED', path: '/home/setup' },
  });

  // Spec 4.1: Register on a whitelabel brand goes to Login.
  const registrationClosed = useBrandStore((state) => state.brand?.registrationOpen === false);
  useEffect(() => {
    if (registrationClosed) void navigate('/home/login', { replace: true });
  }, [registrationClosed, navigate]);

  // Nobody can register before the platform admin exists.
  useEffect(() => {
    let active = true;
    fetchProviders()
      .then((answer) => {
        if (active && answer.setupRequired) void navigate('/home/setup', { replace: true });
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          <span className="muted">{t('register.haveAccount')}</span> <Link to="/home/login">{t('register.login')}</Link>
        </>
      }
    >
      <SubmitForm
        form={account.form}
        onSubmit={() => account.submit(newPassword.password, newPasswordErrors(newPassword, 'password'))}
        submitLabel={t('register.submit')}
      >
        <NameEmailFields account={account} idPrefix="register" labels={{ name: t('register.name'), email: t('register.email') }} />
        <NewPasswordFields
          ids={{ password: 'register-password', confirm: 'register-confirm-password' }}
          labels={{ password: t('register.password'), confirm: t('register.confirmPassword') }}
          hint={t('register.passwordHint')}
          value={newPassword}
          onChange={setNewPassword}
          field="password"
          errors={account.form.fieldErrors}
        />
      </SubmitForm>
      <p className="terms">{t('register.terms')}</p>
    </AuthCard>
  );
}
