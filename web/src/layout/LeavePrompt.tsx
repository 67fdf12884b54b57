import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

interface LeavePromptProps {
  onStay: () => void;
  onLeave: () => void;
}

/** The question LeaveGuard asks; a chunk of its own, so PrimeReact's Dialog is not in the first load. */
export default function LeavePrompt({ onStay, onLeave }: LeavePromptProps) {
  const { t } = useTranslation();
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
      <Button type="button" label={t('leaveGuard.stay')} outlined autoFocus onClick={onStay} />
      <Button type="button" label={t('leaveGuard.leave')} severity="danger" onClick={onLeave} />
    </div>
  );
  return (
    <Dialog header={t('leaveGuard.title')} visible modal onHide={onStay} footer={footer} style={{ width: 'min(28rem, 92vw)' }} draggable={false}>
      <p style={{ margin: 0 }}>{t('leaveGuard.message')}</p>
    </Dialog>
  );
}
