import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { fetchProviders, login } from '../api/auth';
import type { AuthProviders } from '../api/types';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { SubmitForm } from '../components/SubmitForm';
import { TextField } from '../components/TextField';
import { useFormSubmit } from '../forms/useFormSubmit';
import { safeNextPath } from '../session/nextPath';
import { useSessionStore } from '../session/sessionStore';

const FIELDS = ['email', 'password'] as const;

export default function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  const status = useSessionStore((state) => state.status);
  const loadSession = useSessionStore((state) => state.loadSession);
  const setUser = useSessionStore((state) => state.setUser);

  const [providers, setProviders] = useState<AuthProviders | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(FIELDS);

  // A user who is still logged in is sent on (spec 4.1); the check is quiet on this page.
  useEffect(() => {
    if (status === 'unknown') void loadSession();
  }, [status, loadSession]);

  useEffect(() => {
    let active = true;
    fetchProviders()
      .then((answer) => {
        if (!active) return;
        if (answer.setupRequired) void navigate('/home/setup', { replace: true });
        else setProviders(answer);
      })
      .catch(() => {
        /* no social buttons then; the generic toast covers a failed call */
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (status === 'authenticated') return <Navigate to={next} replace />;

  function onSubmit() {
    const localErrors: Record<string, string> = {};
    if (!email.trim()) localErrors['email'] = t('validation.emailRequired');
    if (!password) localErrors['password'] = t('validation.passwordRequired');
    void form.submit(async () => {
      setUser(await login({ email: email.trim(), password }));
      void navigate(next, { replace: true });
    }, localErrors);
  }

  const social = providers && (providers.google || providers.facebook);

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <span className="muted">{t('login.noAccount')}</span> <Link to="/home/register">{t('login.register')}</Link>
        </>
      }
    >
      <SubmitForm form={form} onSubmit={onSubmit} submitLabel={t('login.submit')}>
        <TextField
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={setEmail}
          error={form.fieldErrors['email']}
        />
        <TextField
          id="login-password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={form.fieldErrors['password']}
          labelAside={
            <Link to="/home/forgot-password" className="small">
              {t('login.forgotPassword')}
            </Link>
          }
        />
      </SubmitForm>

      {social ? (
        <>
          <div className="auth-divider">{t('common.or')}</div>
          {/* Plain links: the server runs the OAuth redirect dance and sets the cookie. */}
          <div className="social-buttons">
            {providers.google ? (
              <a className="p-button p-button-outlined p-button-secondary" href="/api/auth/google/start">
                <i className="pi pi-google" aria-hidden="true" />
                <span>{t('login.google')}</span>
              </a>
            ) : null}
            {providers.facebook ? (
              <a className="p-button p-button-outlined p-button-secondary" href="/api/auth/facebook/start">
                <i className="pi pi-facebook" aria-hidden="true" />
                <span>{t('login.facebook')}</span>
              </a>
            ) : null}
          </div>
        </>
      ) : null}

      <p className="terms">{t('login.terms')}</p>
    </AuthCard>
  );
}
