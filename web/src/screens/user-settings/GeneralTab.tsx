import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { ImageUploadButton } from '../../../../sdk/src/web/ImageUploadButton.tsx';
import { shownImage } from '../../../../sdk/src/web/shownImage.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { fetchSession } from '../../api/auth';
import { useSessionStore } from '../../session/sessionStore';
import type { AccountApi, ProfileView } from './accountApi.ts';
import { LoadState } from './LoadState.tsx';
import { PhoneConfirmation } from './PhoneConfirmation.tsx';
import { profileFormSchema, profileFormValues, saveProfileBody } from './profileForm.ts';
import { useLoaded } from './useLoaded.ts';

/** The General tab: the profile, and the notice when it lacks what spec 1, 4.1 asks for. */
export function GeneralTab({ api }: { api: AccountApi }) {
  const { t } = useTranslation();
  const load = useCallback(() => api.profile(), [api]);
  const { state, retry, set } = useLoaded(load, t('userSettings.general.loadFailed'));
  if (state.status !== 'ready') return <LoadState state={state} retry={retry} />;
  return <ProfileForm api={api} profile={state.value} onChange={set} />;
}

interface ProfileFormProps {
  api: AccountApi;
  profile: ProfileView;
  onChange(profile: ProfileView): void;
}

function ProfileForm({ api, profile, onChange }: ProfileFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const schema = useMemo(() => profileFormSchema(t), [t]);
  const form = useZodForm(schema, profileFormValues(profile), {
    // Spec 3, 8: 'Failed to save profile.' when the server gives no reason of its own.
    errorMessage: (error) => (error.code === 'VALIDATION_FAILED' || error.code === 'UNPROCESSABLE' ? error.message : t('userSettings.general.saveFailed')),
  });
  const name = form.field('name');
  const pictureUrl = form.field('pictureUrl');
  const mailingAddress = form.field('mailingAddress');
  const nationalId = form.field('nationalId');
  const phone = form.field('phone');

  const save = form.submit(async (values) => {
    const saved = await api.saveProfile(saveProfileBody(values));
    onChange(saved);
    form.reset(profileFormValues(saved));
    host.toast({ severity: 'success', summary: t('userSettings.general.saved') });
    // The header shows the user's name: let the session know it changed.
    useSessionStore.getState().setUser(await fetchSession());
  });

  const phoneConfirmed = (confirmed: ProfileView) => {
    onChange(confirmed);
    // The confirmed number is stored already; keep what else the user typed.
    form.setValue('phone', confirmed.phone ?? '');
  };

  return (
    <form onSubmit={save} noValidate style={{ maxWidth: '40rem' }}>
      {!profile.complete ? (
        <Message
          severity="warn"
          style={{ width: '100%', marginBottom: '1rem', justifyContent: 'flex-start' }}
          content={
            <div>
              <strong>{t('userSettings.general.incompleteTitle')}</strong>
              <div>{t('userSettings.general.incompleteDetail')}</div>
            </div>
          }
        />
      ) : null}
      {form.formError ? <Message severity="error" text={form.formError} style={{ width: '100%', marginBottom: '1rem' }} /> : null}
      <h2 className="card-title">{t('userSettings.general.profileTitle')}</h2>
      <FormField label={t('userSettings.general.name')} field={name}>
        <InputText {...name.input} invalid={name.invalid} autoComplete="name" />
      </FormField>
      <FormField label={t('userSettings.general.email')} id="user-settings-email" hint={t('userSettings.general.emailHint')}>
        <InputText id="user-settings-email" value={profile.email} disabled />
      </FormField>
      <FormField label={t('userSettings.general.pictureUrl')} field={pictureUrl} hint={t('userSettings.general.pictureUrlHint')}>
        <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <InputText {...pictureUrl.input} invalid={pictureUrl.invalid} type="url" inputMode="url" placeholder="https://" style={{ flex: 1 }} />
          <ImageUploadButton onUploaded={(url) => form.setValue('pictureUrl', url)} />
          {(shownImage(pictureUrl.value) ?? profile.pictureUrl) ? (
            <img
              src={(shownImage(pictureUrl.value) ?? profile.pictureUrl)!}
              alt={t('userSettings.general.pictureAlt')}
              width={40}
              height={40}
              style={{ borderRadius: '50%', objectFit: 'cover' }}
              referrerPolicy="no-referrer"
            />
          ) : null}
        </div>
      </FormField>
      <FormField label={t('userSettings.general.mailingAddress')} field={mailingAddress}>
        <InputTextarea {...mailingAddress.input} invalid={mailingAddress.invalid} rows={3} autoResize autoComplete="street-address" />
      </FormField>
      <FormField label={t('userSettings.general.nationalId')} field={nationalId}>
        <InputText {...nationalId.input} invalid={nationalId.invalid} autoComplete="off" />
      </FormField>
      <FormField label={t('userSettings.general.phone')} field={phone} hint={t('userSettings.general.phoneHint')}>
        <InputText {...phone.input} invalid={phone.invalid} type="tel" inputMode="tel" autoComplete="tel" placeholder="+14155550123" />
      </FormField>
      <PhoneConfirmation api={api} phone={phone.value} profile={profile} onConfirmed={phoneConfirmed} />
      <Button type="submit" icon="pi pi-check" label={t('userSettings.general.save')} loading={form.submitting} />
    </form>
  );
}
