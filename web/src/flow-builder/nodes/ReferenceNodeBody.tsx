import { useTranslation } from 'react-i18next';
import type { ReferenceSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** The entry: what starts the flow (keywords with their strictness, postback id, refs, welcome, default reply). */
export function ReferenceNodeBody({ settings }: { settings: Partial<ReferenceSettings> }) {
  const { t } = useTranslation();
  const keywords = settings.keywords ?? [];
  const triggers = [
    ...keywords.map((k) => `${k.text} (${t(`flowBuilder.strictness.${k.strictness}`)})`),
    ...(settings.postbackId ? [t('flowBuilder.nodeBody.postback', { id: settings.postbackId })] : []),
    ...(settings.refs ?? []).map((ref) => t('flowBuilder.nodeBody.ref', { ref })),
    ...(settings.welcome ? [t('flowBuilder.panels.reference.welcome')] : []),
    ...(settings.defaultReply ? [t('flowBuilder.panels.reference.defaultReply')] : []),
  ];
  return (
    <>
      {settings.title ? <p className="fb-node-title">{settings.title}</p> : null}
      {triggers.length ? (
        <ul className="fb-node-list">
          {triggers.map((trigger, index) => (
            <li key={index}>{trigger}</li>
          ))}
        </ul>
      ) : (
        <p className="fb-node-empty">{t('flowBuilder.nodeBody.noTrigger')}</p>
      )}
    </>
  );
}
