import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { errorMessage, isHostApiError } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import type { AccountApi, ProfileView, SentPhoneCode } from './accountApi.ts';
import { formatMoment, phoneDigits } from './format.ts';

export interface PhoneConfirmationProps {
  api: AccountApi;
  /** The number in the phone input, as typed. */
  phone: string;
  profile: ProfileView;
  onConfirmed(profile: ProfileView): void;
}

/**
 * Under the phone input: the number is confirmed, or a button sends a one-time code and a
 * second input takes it (spec 3, 5: "phone OTP must be correct"). The code goes by text message
 * when the server has an SMS provider, otherwise by email (`profile.phoneCodeChannel`); this says
 * which before and after sending, so nobody waits for a text message that goes to their inbox.
 */
export function PhoneConfirmation({ api, phone, profile, onConfirmed }: PhoneConfirmationProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const codeId = useId();
  const [sent, setSent] = useState<(SentPhoneCode & { phone: string }) | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const typed = phoneDigits(phone.trim());
  const failed = t('errors.httpFailure');

  if (typed === '') return null;
  if (profile.phone !== null && typed === profile.phone) {
    return (
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginTop: '-0.5rem', marginBottom: '1rem' }}>
        <Tag severity="success" icon="pi pi-check" value={t('userSettings.phone.confirmed')} />
      </div>
    );
  }

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const answer = await api.sendCode(phone);
      setSent({ ...answer, phone: typed });
      setCode('');
      setCodeError(null);
    } catch (caught) {
      setError(errorMessage(caught, failed));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('userSettings.phone.codeFormat'));
      return;
    }
    setBusy('confirm');
    setCodeError(null);
    try {
      const confirmed = await api.confirmPhone({ phone, code: code.trim() });
      setSent(null);
      host.toast({ severity: 'success', summary: t('userSettings.phone.confirmedToast', { phone: confirmed.phone ?? '' }) });
      onConfirmed(confirmed);
    } catch (caught) {
      // 'Invalid OTP!' (or too many attempts) belongs next to the code.
      if (isHostApiError(caught) && caught.fields['code']) setCodeError(caught.fields['code']);
      else setCodeError(errorMessage(caught, failed));
    } finally {
      setBusy(null);
    }
  };

  const waiting = sent !== null && sent.phone === typed;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem', marginTop: '-0.5rem', marginBottom: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <Tag severity="warning" value={t('userSettings.phone.unconfirmed')} />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-send"
          label={t(waiting ? 'userSettings.phone.resend' : 'userSettings.phone.sendCode')}
          loading={busy === 'send'}
          onClick={() => void send()}
        />
      </div>
      <small style={{ color: 'var(--text-color-secondary)' }}>
        {profile.phoneCodeChannel === 'sms' ? t('userSettings.phone.bySms', { phone: typed }) : t('userSettings.phone.byEmail', { email: profile.email })}
      </small>
      {error ? <Message severity="error" text={error} /> : null}
      {waiting ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '0.375rem' }}>
          <label htmlFor={codeId} style={{ fontWeight: 500 }}>
            {t('userSettings.phone.codeLabel')}
          </label>
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <InputText
              id={codeId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              invalid={codeError !== null}
              aria-describedby={`${codeId}-text`}
              style={{ width: '9rem' }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void confirm();
                }
              }}
            />
            <Button type="button" icon="pi pi-check" label={t('userSettings.phone.confirm')} loading={busy === 'confirm'} onClick={() => void confirm()} />
          </div>
          <small id={`${codeId}-text`} className={codeError ? 'p-error' : undefined} style={codeError ? undefined : { color: 'var(--text-color-secondary)' }}>
            {codeError ??
              (sent.channel === 'sms'
                ? t('userSettings.phone.codeSentBySms', { phone: sent.to, time: formatMoment(sent.expiresAt, i18n.language) })
                : t('userSettings.phone.codeSent', { email: sent.to, time: formatMoment(sent.expiresAt, i18n.language) }))}
          </small>
        </div>
      ) : null}
    </div>
  );
}
