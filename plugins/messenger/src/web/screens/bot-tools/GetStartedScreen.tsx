import { useTranslation } from 'react-i18next';
import { permissionSlugs } from '../../../common/permissions.ts';
import { BotToolScreen } from './BotToolScreen.tsx';
import { FlowSelect } from './FlowSelect.tsx';

/** /social-media-automations/get-started: the button a person taps before writing first, and the flow it starts. */
export default function GetStartedScreen() {
  const { t } = useTranslation('messenger');
  return (
    <BotToolScreen<{ flowId: number | null }>
      tool="GetStarted"
      title={t('botTools.getStarted.title')}
      intro={t('botTools.getStarted.intro')}
      slug={permissionSlugs.getStarted}
      empty={() => ({ flowId: null })}
      editor={({ draft, onChange, flows }) => (
        <div style={{ maxWidth: '28rem' }}>
          <FlowSelect flows={flows} value={draft.flowId} label={t('botTools.getStarted.flow')} onChange={(flowId) => onChange({ flowId })} />
        </div>
      )}
    />
  );
}
