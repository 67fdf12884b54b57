import { useTranslation } from 'react-i18next';
import { userInputSettings, type UserInputSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { savableField, type SavableField } from '../../../../sdk/src/flows/personalisation/systemFields.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { useAudienceSuggestions } from '../api/audienceSuggestions';
import { Select, TextArea, TextInput } from './fields';
import { useSettingsIssues } from './useSettingsIssues';

type Validation = UserInputSettings['validation'];
const validations: readonly Validation[] = ['text', 'email', 'phone', 'number'];
const savableFields: readonly SavableField[] = savableField.options;

/** User Input: the question, what a valid answer is, the custom variable and/or subscriber field it is saved to, and the retry message. */
export function UserInputPanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<UserInputSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(userInputSettings, settings);
  const suggestions = useAudienceSuggestions();
  const set = (patch: Partial<UserInputSettings>) => onChange({ ...settings, ...patch });
  return (
    <div className="fb-panel-fields">
      <TextArea
        label={t('flowBuilder.panels.userInput.question')}
        value={settings.question ?? ''}
        onChange={(question) => set({ question })}
        disabled={readOnly}
        maxLength={2000}
        error={issue('question')}
        variables
      />
      <Select<Validation>
        label={t('flowBuilder.panels.userInput.validation')}
        value={settings.validation ?? 'text'}
        options={validations.map((value) => ({ value, label: t(`flowBuilder.validation.${value}`) }))}
        onChange={(validation) => set({ validation })}
        disabled={readOnly}
      />
      <TextInput
        label={t('flowBuilder.panels.userInput.variable')}
        value={settings.variable ?? ''}
        onChange={(value) => {
          const { variable: _old, ...rest } = settings;
          onChange(value.trim() ? { ...rest, variable: value.trim() } : rest);
        }}
        disabled={readOnly}
        maxLength={40}
        hint={t('flowBuilder.panels.userInput.variableHint')}
        error={issue('variable')}
        suggestions={suggestions.variables}
      />
      <Select<SavableField | ''>
        label={t('flowBuilder.panels.userInput.field')}
        value={settings.field ?? ''}
        options={[
          { value: '', label: t('flowBuilder.panels.userInput.noField') },
          ...savableFields.map((value) => ({ value, label: t(`flowBuilder.variables.fields.${value}`) })),
        ]}
        onChange={(value) => {
          const { field: _old, ...rest } = settings;
          onChange(value ? { ...rest, field: value } : rest);
        }}
        disabled={readOnly}
        hint={t('flowBuilder.panels.userInput.fieldHint')}
        error={issue('field')}
      />
      <TextArea
        label={t('flowBuilder.panels.userInput.retryMessage')}
        value={settings.retryMessage ?? ''}
        onChange={(retryMessage) => set({ retryMessage })}
        disabled={readOnly}
        maxLength={500}
        error={issue('retryMessage')}
        variables
      />
    </div>
  );
}
