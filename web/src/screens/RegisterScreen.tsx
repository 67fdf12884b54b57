import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError';
import { fetchProviders, register } from '../api/auth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { useFormSubmit } from '../forms/useFormSubmit';
import { useSessionStore } from '../session/sessionStore';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export default function RegisterScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const navigate = useNavigate();
  const setUser = useSessionStore((state) => state.setUser);

  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useFormSubmit(FIELDS);

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const localErrors: Record<string, string> = {};
    if (!name.trim()) localErrors['name'] = t('errors.required.name');
    if (!email.trim()) localErrors['email'] = t('validation.emailRequired');
    if (!password) localErrors['password'] = t('validation.passwordRequired');
    else if (password !== confirmPassword) localErrors['confirmPassword'] = t('validation.passwordsDoNotMatch');
    void form.submit(async () => {
      try {
        setUser(await register({ name: name.trim(), email: email.trim(), password }));
      } catch (error) {
        if (isApiError(error, 'SETUP_REQUIRED')) {
          void navigate('/home/setup', { replace: true });
          return;
        }
        throw error;
      }
      void navigate('/', { replace: true });
    }, localErrors);
  }

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
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormAlert text={form.formError} />
        <TextField
          id="register-name"
          label={t('register.name')}
          autoComplete="name"
          autoFocus
          value={name}
          onChange={setName}
          error={form.fieldErrors['name']}
        />
        <TextField
          id="register-email"
          label={t('register.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={form.fieldErrors['email']}
        />
        <TextField
          id="register-password"
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          value={password}
          onChange={setPassword}
          error={form.fieldErrors['password']}
        />
        <TextField
          id="register-confirm-password"
          label={t('register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={form.fieldErrors['confirmPassword']}
        />
        <Button
          type="submit"
          className="form-submit"
          label={t('register.submit')}
          loading={form.submitting}
          disabled={form.submitting}
        />
      </form>
      <p className="terms">{t('register.terms')}</p>
    </AuthCard>
  );
}
