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
  const [mailKept, setMailKept] = useState(false);
  const form = useFormSubmit(FIELDS);

  // On a server without SMTP the mail is kept in the local mailbox: say so, or the user waits
  // for a mail that never reaches their inbox.
  useEffect(() => {
    let active = true;
    fetchProviders()
      .then((answer) => {
        if (active) setMailKept(answer.mailDelivery === 'mailbox');
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
        <div className="stack">
          <Message severity="success" text={t('forgotPassword.sentDetail', { email: sentTo })} />
          {mailKept ? <Message severity="info" text={t('forgotPassword.mailKept')} /> : null}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <SubmitForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('forgotPassword.submit')}
        notice={mailKept && !form.formError ? <FormAlert severity="info" text={t('forgotPassword.mailKept')} /> : null}
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
