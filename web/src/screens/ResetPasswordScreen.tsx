import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../api/ApiError';
import { resetPassword, verifyResetToken } from '../api/auth';
import type { ResetTokenInfo } from '../api/types';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PageLoader } from '../components/PageLoader';
import { SubmitForm } from '../components/SubmitForm';
import { EMPTY_NEW_PASSWORD, newPasswordErrors } from '../forms/newPassword';
import { useFormSubmit } from '../forms/useFormSubmit';

const FIELDS = ['password', 'confirmPassword'] as const;

/** verifying → (invalid | ready) → done. The token is checked before any password is asked. */
type Step =
  { kind: 'verifying' } | { kind: 'invalid'; message: string } | { kind: 'ready'; email: string; purpose: Purpose } | { kind: 'done'; purpose: Purpose };

type Purpose = ResetTokenInfo['purpose'];

/**
 * The same screen sets an invitee's first password and a forgotten one; its texts say which
 * (an invitee who reads 'Your password was changed' wonders what changed).
 */
function textsFor(purpose: Purpose) {
  return purpose === 'invitation'
    ? ({
        title: 'resetPassword.invitation.title',
        forEmail: 'resetPassword.invitation.forEmail',
        submit: 'resetPassword.invitation.submit',
        doneTitle: 'resetPassword.invitation.doneTitle',
        doneDetail: 'resetPassword.invitation.doneDetail',
        password: 'resetPassword.invitation.password',
      } as const)
    : ({
        title: 'resetPassword.title',
        forEmail: 'resetPassword.forEmail',
        submit: 'resetPassword.submit',
        doneTitle: 'resetPassword.doneTitle',
        doneDetail: 'resetPassword.doneDetail',
        password: 'resetPassword.newPassword',
      } as const);
}

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const [step, setStep] = useState<Step>(() => (token ? { kind: 'verifying' } : { kind: 'invalid', message: t('resetPassword.missingToken') }));
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const form = useFormSubmit(FIELDS);

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyResetToken(token)
      .then((info) => {
        if (active) setStep({ kind: 'ready', email: info.email, purpose: info.purpose });
      })
      .catch((error: unknown) => {
        if (!active) return;
        // The server's message says why (expired, already used); a failure without a body
        // has raised the generic toast, so the page just offers a new link.
        const message = isApiError(error) && error.fromServer ? error.message : t('resetPassword.missingToken');
        setStep({ kind: 'invalid', message });
      });
    return () => {
      active = false;
    };
  }, [token, t]);

  function onSubmit(purpose: Purpose) {
    void form.submit(
      async () => {
        await resetPassword(token, newPassword.password);
        setStep({ kind: 'done', purpose });
      },
      newPasswordErrors(newPassword, 'password'),
    );
  }

  const backToLogin = <Link to="/home/login">{t('common.backToLogin')}</Link>;

  switch (step.kind) {
    case 'verifying':
      return (
        <AuthCard title={t('resetPassword.title')}>
          <PageLoader label={t('resetPassword.verifying')} />
        </AuthCard>
      );
    case 'invalid':
      return (
        <AuthCard title={t('resetPassword.title')} footer={backToLogin}>
          <div className="stack">
            <Message severity="error" text={step.message} />
            <Link to="/home/forgot-password">{t('resetPassword.requestNewLink')}</Link>
          </div>
        </AuthCard>
      );
    case 'done': {
      const texts = textsFor(step.purpose);
      return (
        <AuthCard title={t(texts.doneTitle)}>
          <div className="stack">
            <Message severity="success" text={t(texts.doneDetail)} />
            <Link to="/home/login">{t('common.goToLogin')}</Link>
          </div>
        </AuthCard>
      );
    }
    case 'ready': {
      const texts = textsFor(step.purpose);
      return (
        <AuthCard title={t(texts.title)} subtitle={t(texts.forEmail, { email: step.email })} footer={backToLogin}>
          <SubmitForm form={form} onSubmit={() => onSubmit(step.purpose)} submitLabel={t(texts.submit)}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="username" autoComplete="username" value={step.email} readOnly hidden />
            <NewPasswordFields
              ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
              labels={{ password: t(texts.password), confirm: t('resetPassword.confirmPassword') }}
              autoFocus
              value={newPassword}
              onChange={setNewPassword}
              field="password"
              errors={form.fieldErrors}
            />
          </SubmitForm>
        </AuthCard>
      );
    }
  }
}
