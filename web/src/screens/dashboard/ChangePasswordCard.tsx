import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/auth';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { useSessionStore } from '../../session/sessionStore';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const form = useFormSubmit(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const localErrors: Record<string, string> = {};
    if (!currentPassword) localErrors['currentPassword'] = t('validation.currentPasswordRequired');
    if (!newPassword) localErrors['newPassword'] = t('validation.passwordRequired');
    else if (newPassword !== confirmPassword) localErrors['confirmPassword'] = t('validation.passwordsDoNotMatch');
    void form.submit(async () => {
      await changePassword(currentPassword, newPassword);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setDone(true);
    }, localErrors);
  }

  return (
    <Card>
      <section aria-labelledby="change-password-title">
        <h2 id="change-password-title" className="card-title">
          {t('dashboard.changePassword.title')}
        </h2>
        <p className="muted small" style={{ marginBottom: '1rem' }}>
          {t('dashboard.changePassword.subtitle')}
        </p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormAlert text={form.formError} />
          <FormAlert severity="success" text={done ? t('dashboard.changePassword.done') : null} />
          {/* Hidden username field so password managers update the right entry. */}
          <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
          <TextField
            id="current-password"
            label={t('dashboard.changePassword.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
            error={form.fieldErrors['currentPassword']}
          />
          <TextField
            id="new-password"
            label={t('dashboard.changePassword.newPassword')}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={setNewPassword}
            error={form.fieldErrors['newPassword']}
          />
          <TextField
            id="confirm-new-password"
            label={t('dashboard.changePassword.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={form.fieldErrors['confirmPassword']}
          />
          <Button
            type="submit"
            className="form-submit"
            label={t('dashboard.changePassword.submit')}
            icon="pi pi-lock"
            loading={form.submitting}
            disabled={form.submitting}
          />
        </form>
      </section>
    </Card>
  );
}
