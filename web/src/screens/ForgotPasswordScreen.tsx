import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchProviders, requestPasswordReset } from '../api/auth';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { SubmitForm } from '../components/SubmitForm';
import { TextField } from '../components/TextField';
import { useFormSubmit } from '../forms/useFormSubmit';

const FIELDS = ['email'] as const;

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgotPassword.title'));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mailConfigured, setMailConfigured] = useState(true);
  const form = useFormSubmit(FIELDS);

  // Say up front that no email can be sent, instead of failing silently later. The form
  // stays: the server has the last word (and answers MAIL_NOT_CONFIGURED with its message).
  useEffect(() => {
    let active = true;
    fetchProviders()
      .then((answer) => {
        if (active) setMailConfigured(answer.mail);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);

  function onSubmit() {
    const address = email.trim();
    const localErrors: Record<string, string> = {};
    if (!address) localErrors['email'] = t('validation.emailRequired');
    void form.submit(async () => {
      await requestPasswordReset(address);
      setSentTo(address);
    }, localErrors);
  }

  const backToLogin = <Link to="/home/login">{t('common.backToLogin')}</Link>;

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgotPassword.sentTitle')} footer={backToLogin}>
        <Message severity="success" text={t('forgotPassword.sentDetail', { email: sentTo })} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('forgotPassword.submit')}
        notice={
          !mailConfigured && !form.formError ? (
            <FormAlert severity="warn" text={t('forgotPassword.mailNotConfigured')} />
          ) : null
        }
      >
        <TextField
          id="forgot-email"
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={setEmail}
          error={form.fieldErrors['email']}
        />
      </SubmitForm>
    </AuthCard>
  );
}
