import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { SelectButton } from 'primereact/selectbutton';
import { formatDateTime } from '../users/format';
import type { KeptMailDetails } from './mailboxApi';

type View = 'html' | 'text';

/**
 * One kept mail as its recipient would see it. The HTML runs in a sandboxed frame without
 * scripts or same-origin access (it holds users' names and subjects); its links open in a new
 * tab, so an admin can follow an invitation or reset link from here.
 */
export function KeptMailDialog({ mail, onClose }: { mail: KeptMailDetails; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>(mail.html ? 'html' : 'text');
  const views = [
    { value: 'html', label: t('admin.mailbox.viewHtml'), disabled: !mail.html },
    { value: 'text', label: t('admin.mailbox.viewText') },
  ];
  return (
    <Dialog header={mail.subject} visible onHide={onClose} style={{ width: 'min(50rem, 95vw)' }} dismissableMask>
      <dl className="kept-mail-headers" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: '0 0 1rem' }}>
        <dt>{t('admin.mailbox.columns.from')}</dt>
        <dd style={{ margin: 0 }}>{mail.from}</dd>
        <dt>{t('admin.mailbox.columns.to')}</dt>
        <dd style={{ margin: 0 }}>{mail.to}</dd>
        <dt>{t('admin.mailbox.columns.keptAt')}</dt>
        <dd style={{ margin: 0 }}>{formatDateTime(mail.createdAt, i18n.language)}</dd>
      </dl>
      <SelectButton
        value={view}
        options={views}
        optionDisabled="disabled"
        onChange={(e) => e.value && setView(e.value as View)}
        aria-label={t('admin.mailbox.viewLabel')}
      />
      {view === 'html' && mail.html ? (
        <iframe
          title={t('admin.mailbox.htmlFrame', { subject: mail.subject })}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={withLinksInNewTab(mail.html)}
          style={{ width: '100%', height: '28rem', border: '1px solid var(--surface-border)', marginTop: '0.75rem', background: '#fff' }}
        />
      ) : (
        <pre data-testid="kept-mail-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginTop: '0.75rem' }}>
          {mail.text}
        </pre>
      )}
    </Dialog>
  );
}

/** A sandboxed frame may not navigate itself; a base target sends every link to a new tab. */
function withLinksInNewTab(html: string): string {
  return html.replace(/<head>/i, '<head><base target="_blank">');
}
