import { useTranslation } from 'react-i18next';

/** Splitter and converger (omni-channel): one thread per channel leaves a splitter; a converger joins them again. */
export function SplitterNodeBody() {
  const { t } = useTranslation();
  return <p className="fb-node-meta">{t('flowBuilder.nodeBody.splitter')}</p>;
}

export function ConvergerNodeBody() {
  const { t } = useTranslation();
  return <p className="fb-node-meta">{t('flowBuilder.nodeBody.converger')}</p>;
}
