import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { WidgetView } from '../../types.ts';
import { EmbedCodePanel } from './EmbedCodePanel.tsx';

/** The embed code of one widget, from the accounts list. */
export function EmbedCodeDialog({ widget, onClose }: { widget: WidgetView; onClose(): void }) {
  const { t } = useTranslation('web-chat-widget');
  return (
    <Dialog
      header={`${t('embed.title')}: ${widget.name}`}
      visible
      modal
      style={{ width: '40rem', maxWidth: '95vw' }}
      onHide={onClose}
      footer={<Button type="button" label={t('embed.close')} onClick={onClose} />}
    >
      <EmbedCodePanel widget={widget} />
    </Dialog>
  );
}
