import { useTranslation } from 'react-i18next';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';

/** Splitter: one thread per channel leaves it; connect each to a node of that channel's thread. */
export function SplitterPanel(_props: FlowNodeEditorProps) {
  const { t } = useTranslation();
  return <p className="fb-field-hint">{t('flowBuilder.panels.splitter')}</p>;
}

/** Converger: the channels' threads join again here and go on as one. */
export function ConvergerPanel(_props: FlowNodeEditorProps) {
  const { t } = useTranslation();
  return <p className="fb-field-hint">{t('flowBuilder.panels.converger')}</p>;
}
