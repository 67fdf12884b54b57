import { useTranslation } from 'react-i18next';
import { otnSettings, type OtnSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { TextInput } from './fields';
import { useSettingsIssues } from './useSettingsIssues';

/** One-time notification request (Messenger): the title the subscriber sees and the topic it is for. */
export function OtnPanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<OtnSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(otnSettings, settings);
  return (
    <div className="fb-panel-fields">
      <TextInput
        label={t('flowBuilder.panels.otn.title')}
        value={settings.title ?? ''}
        onChange={(title) => onChange({ ...settings, title })}
        disabled={readOnly}
        maxLength={65}
        error={issue('title')}
        hint={t('flowBuilder.panels.otn.titleHint')}
        variables
      />
      <TextInput
        label={t('flowBuilder.panels.otn.topic')}
        value={settings.topic ?? ''}
        onChange={(topic) => onChange({ ...settings, topic })}
        disabled={readOnly}
        maxLength={100}
        error={issue('topic')}
      />
    </div>
  );
}
