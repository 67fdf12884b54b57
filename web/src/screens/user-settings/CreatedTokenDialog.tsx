import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { CreatedApiToken } from './accountApi.ts';

/**
 * The one time the secret of a new token is shown: with a copy button, and a warning that
 * it cannot be shown again (only its hash is stored). Closing the dialog forgets it.
 */
export function CreatedTokenDialog({ created, onClose }: { created: CreatedApiToken; onClose(): void }) {
  const { t } = useTranslation();
  const secretId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      // No clipboard permission (or an insecure origin): the text is selected for a manual copy.
      (document.getElementById(secretId) as HTMLInputElement | null)?.select();
      setCopied('failed');
    }
  };

  const footer = <Button type="button" label={t('userSettings.api.done')} icon="pi pi-check" onClick={onClose} />;
  return (
    <Dialog
      header={t('userSettings.api.createdTitle', { name: created.token.name })}
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(40rem, 95vw)' }}
      modal
      draggable={false}
    >
      <Message severity="warn" text={t('userSettings.api.onceWarning')} style={{ width: '100%', marginBottom: '1rem' }} />
      <label htmlFor={secretId} style={{ fontWeight: 500, display: 'block', marginBottom: '0.375rem' }}>
        {t('userSettings.api.secretLabel')}
      </label>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <InputText
          id={secretId}
          value={created.secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, fontFamily: 'monospace' }}
        />
        <Button
          type="button"
          icon={copied === 'yes' ? 'pi pi-check' : 'pi pi-copy'}
          label={t(copied === 'yes' ? 'userSettings.api.copied' : 'userSettings.api.copy')}
          outlined
          onClick={() => void copy()}
        />
      </div>
      {copied === 'failed' ? <small className="p-error">{t('userSettings.api.copyFailed')}</small> : null}
      <p className="muted small" style={{ marginTop: '1rem', marginBottom: 0 }}>
        {t('userSettings.api.usage')} <code>Authorization: Bearer {created.secret.slice(0, 9)}…</code>
      </p>
    </Dialog>
  );
}
