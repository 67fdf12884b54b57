import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { actionSettings, type ActionSettings, type FlowAction } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { flowActionText } from '../nodes/actionText';
import { EntryTools, moved, replaced } from './fields';
import { FlowActionEditor, newAction } from './FlowActionEditor';
import { useSettingsIssues } from './useSettingsIssues';

const MAX_ACTIONS = 20;

/** Action: tags, custom variables, sequences, a webhook, human take-over; run in order. */
export function ActionPanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<ActionSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(actionSettings, settings);
  const actions = settings.actions ?? [];
  const setActions = (next: FlowAction[]) => onChange({ ...settings, actions: next });
  return (
    <div className="fb-panel-fields">
      {actions.map((action, index) => (
        <section key={index} className="fb-entry" aria-label={t('flowBuilder.panels.action.actionN', { n: index + 1 })}>
          <div className="fb-entry-head">
            <span>{t('flowBuilder.panels.action.actionN', { n: index + 1 })}</span>
            <EntryTools
              name={flowActionText(action, t)}
              index={index}
              count={actions.length}
              disabled={readOnly}
              onMove={(from, to) => setActions(moved(actions, from, to))}
              onRemove={() => setActions(actions.filter((_, i) => i !== index))}
            />
          </div>
          <FlowActionEditor
            action={action}
            onChange={(next) => setActions(replaced(actions, index, next))}
            readOnly={readOnly}
            issue={(field) => issue('actions', index, field)}
          />
        </section>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('flowBuilder.panels.action.add')}
        size="small"
        outlined
        disabled={readOnly || actions.length >= MAX_ACTIONS}
        onClick={() => setActions([...actions, newAction('addTag')])}
      />
    </div>
  );
}
