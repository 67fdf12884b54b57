import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { answerConfirm, type ConfirmRequest } from './confirm';

interface ConfirmPromptProps {
  request: ConfirmRequest & { id: number };
}

/** One confirmation in PrimeReact's ConfirmDialog. */
export default function ConfirmPrompt({ request }: ConfirmPromptProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible
      header={request.header}
      message={request.message}
      icon={request.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle'}
      acceptLabel={request.acceptLabel ?? t('common.yes')}
      rejectLabel={request.rejectLabel ?? t('common.no')}
      acceptClassName={request.danger ? 'p-button-danger' : undefined}
      defaultFocus="reject"
      onHide={(result) => answerConfirm(request.id, result === 'accept')}
    />
  );
}
