import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceSettings, type KeywordStrictness, type ReferenceSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { Check, EntryTools, moved, replaced, Select, TextInput } from './fields';
import { useSettingsIssues } from './useSettingsIssues';

const strictnessValues: readonly KeywordStrictness[] = ['wide', 'match', 'strict'];

/** The entry of the flow: keywords with their strictness, the postback id, ref links, welcome and default reply. */
export function ReferencePanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<ReferenceSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(referenceSettings, settings);
  const keywords = settings.keywords ?? [];
  const refs = settings.refs ?? [];
  const [newRef, setNewRef] = useState('');
  const set = (patch: Partial<ReferenceSettings>) => onChange({ ...settings, ...patch });
  const strictness = strictnessValues.map((value) => ({ value, label: t(`flowBuilder.strictness.${value}`) }));

  const addRef = () => {
    const ref = newRef.trim();
    if (!ref || refs.includes(ref)) return;
    set({ refs: [...refs, ref] });
    setNewRef('');
  };

  return (
    <div className="fb-panel-fields">
      <TextInput
        label={t('flowBuilder.panels.reference.title')}
        value={settings.title ?? ''}
        onChange={(title) => set({ title })}
        disabled={readOnly}
        maxLength={100}
        error={issue('title')}
      />

      <fieldset className="fb-group">
        <legend>{t('flowBuilder.panels.reference.keywords')}</legend>
        <p className="fb-field-hint">{t('flowBuilder.panels.reference.keywordsHint')}</p>
        {keywords.map((keyword, index) => (
          <div key={index} className="fb-entry">
            <div className="fb-entry-head">
              <span>{t('flowBuilder.panels.reference.keywordN', { n: index + 1 })}</span>
              <EntryTools
                name={keyword.text || t('flowBuilder.panels.reference.keywordN', { n: index + 1 })}
                index={index}
                count={keywords.length}
                disabled={readOnly}
                onMove={(from, to) => set({ keywords: moved(keywords, from, to) })}
                onRemove={() => set({ keywords: keywords.filter((_, i) => i !== index) })}
              />
            </div>
            <TextInput
              label={t('flowBuilder.panels.reference.keyword')}
              value={keyword.text}
              onChange={(text) => set({ keywords: replaced(keywords, index, { ...keyword, text }) })}
              disabled={readOnly}
              maxLength={100}
              error={issue('keywords', index, 'text')}
            />
            <Select<KeywordStrictness>
              label={t('flowBuilder.panels.reference.strictness')}
              value={keyword.strictness}
              options={strictness}
              onChange={(value) => set({ keywords: replaced(keywords, index, { ...keyword, strictness: value }) })}
              disabled={readOnly}
              hint={t(`flowBuilder.strictnessHint.${keyword.strictness}`)}
            />
          </div>
        ))}
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('flowBuilder.panels.reference.addKeyword')}
          size="small"
          outlined
          disabled={readOnly || keywords.length >= 50}
          onClick={() => set({ keywords: [...keywords, { text: '', strictness: 'match' }] })}
        />
      </fieldset>

      <TextInput
        label={t('flowBuilder.panels.reference.postbackId')}
        value={settings.postbackId ?? ''}
        onChange={(value) => {
          const { postbackId: _old, ...rest } = settings;
          onChange(value.trim() ? { ...rest, postbackId: value.trim() } : rest);
        }}
        disabled={readOnly}
        maxLength={64}
        hint={t('flowBuilder.panels.reference.postbackIdHint')}
        error={issue('postbackId')}
      />

      <fieldset className="fb-group">
        <legend>{t('flowBuilder.panels.reference.refs')}</legend>
        <ul className="fb-chips">
          {refs.map((ref, index) => (
            <li key={ref} className="fb-chip">
              <span>{ref}</span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                aria-label={t('flowBuilder.panels.remove', { name: ref })}
                disabled={readOnly}
                onClick={() => set({ refs: refs.filter((_, i) => i !== index) })}
              />
            </li>
          ))}
        </ul>
        {issue('refs') ? <small className="p-error">{issue('refs')}</small> : null}
        <div className="fb-inline">
          <TextInput label={t('flowBuilder.panels.reference.newRef')} value={newRef} onChange={setNewRef} disabled={readOnly} maxLength={64} />
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('flowBuilder.panels.add')}
            size="small"
            outlined
            disabled={readOnly || !newRef.trim() || refs.length >= 20}
            onClick={addRef}
          />
        </div>
      </fieldset>

      <Check
        label={t('flowBuilder.panels.reference.welcome')}
        hint={t('flowBuilder.panels.reference.welcomeHelp')}
        checked={settings.welcome ?? false}
        onChange={(welcome) => set({ welcome })}
        disabled={readOnly}
      />
      <Check
        label={t('flowBuilder.panels.reference.defaultReply')}
        hint={t('flowBuilder.panels.reference.defaultReplyHint')}
        checked={settings.defaultReply ?? false}
        onChange={(defaultReply) => set({ defaultReply })}
        disabled={readOnly}
      />
    </div>
  );
}
