import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/auth';
import { Card } from '../../components/Card';
import { FormAlert } from '../../components/FormAlert';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { SubmitForm } from '../../components/SubmitForm';
import { TextField } from '../../components/TextField';
import { EMPTY_NEW_PASSWORD, newPasswordErrors } from '../../forms/newPassword';
import { useFormSubmit } from '../../forms/useFormSubmit';
import { useSessionStore } from '../../session/sessionStore';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Account Settings' Change Password tab: the other sessions are signed out when it changes. */
export function ChangePasswordTab() {
  const { t } = useTranslation();
  const email = useSessionStore((state) => state.user?.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [done, setDone] = useState(false);
  const form = useFormSubmit(FIELDS);

  function onSubmit() {
    setDone(false);
    const localErrors = newPasswordErrors(newPassword, 'newPassword');
    if (!currentPassword) localErrors['currentPassword'] = t('validation.currentPasswordRequired');
    void form.submit(async () => {
      await changePassword(currentPassword, newPassword.password);
      setCurrentPassword('');
      setNewPassword(EMPTY_NEW_PASSWORD);
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
        <SubmitForm form={form} onSubmit={onSubmit} submitLabel={t('dashboard.changePassword.submit')} submitIcon="pi pi-lock">
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
          <NewPasswordFields
            ids={{ password: 'new-password', confirm: 'confirm-new-password' }}
            labels={{
              password: t('dashboard.changePassword.newPassword'),
              confirm: t('dashboard.changePassword.confirmPassword'),
            }}
            value={newPassword}
            onChange={setNewPassword}
            field="newPassword"
            errors={form.fieldErrors}
          />
        </SubmitForm>
      </section>
    </Card>
  );
}
