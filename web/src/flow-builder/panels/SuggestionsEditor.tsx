import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { newGraphId } from '../../../../sdk/src/web/flows/graphEdits.ts';
import { EntryTools, moved, replaced, Select, TextInput } from './fields';

type SuggestionType = Suggestion['type'];
const suggestionTypes: readonly SuggestionType[] = ['next_step', 'postback', 'phone', 'email', 'url'];

/** A suggestion of another type, keeping its id (and so its edge, where the new type has an output) and title. */
function retyped(suggestion: Suggestion, type: SuggestionType): Suggestion {
  const base = { id: suggestion.id, title: suggestion.title };
  switch (type) {
    case 'postback':
      return { ...base, type, payload: '' };
    case 'url':
      return { ...base, type, url: '' };
    default:
      return { ...base, type };
  }
}

interface SuggestionsEditorProps {
  /** 'Button' or 'Quick reply': how one entry is named. */
  noun: string;
  suggestions: readonly Suggestion[];
  max: number;
  onChange(suggestions: Suggestion[]): void;
  readOnly: boolean;
  /** The schema complaint for a field of entry `index`, e.g. ('title'). */
  issue(index: number, field: string): string | undefined;
}

/**
 * Buttons or quick replies (spec 2, 3 "Button template"): Next Step (an edge to a message),
 * Postback (another flow's postback id), Phone, Email, and URL buttons. The type defaults to
 * next_step.
 */
export function SuggestionsEditor({ noun, suggestions, max, onChange, readOnly, issue }: SuggestionsEditorProps) {
  const { t } = useTranslation();
  const types = suggestionTypes.map((value) => ({ value, label: t(`flowBuilder.suggestionTypes.${value}`) }));
  return (
    <div className="fb-suggestions">
      {suggestions.map((suggestion, index) => {
        const name = suggestion.title || `${noun} ${index + 1}`;
        const update = (next: Suggestion) => onChange(replaced(suggestions, index, next));
        return (
          <div key={suggestion.id} className="fb-entry fb-entry-nested">
            <div className="fb-entry-head">
              <span>
                {noun} {index + 1}
              </span>
              <EntryTools
                name={name}
                index={index}
                count={suggestions.length}
                disabled={readOnly}
                onMove={(from, to) => onChange(moved(suggestions, from, to))}
                onRemove={() => onChange(suggestions.filter((_, i) => i !== index))}
              />
            </div>
            <TextInput
              label={t('flowBuilder.panels.message.buttonTitle')}
              value={suggestion.title}
              onChange={(title) => update({ ...suggestion, title })}
              disabled={readOnly}
              maxLength={80}
              error={issue(index, 'title')}
              variables
            />
            <Select<SuggestionType>
              label={t('flowBuilder.panels.message.buttonType')}
              value={suggestion.type}
              options={types}
              onChange={(type) => update(retyped(suggestion, type))}
              disabled={readOnly}
              hint={t(`flowBuilder.suggestionHints.${suggestion.type}`)}
            />
            {suggestion.type === 'postback' ? (
              <TextInput
                label={t('flowBuilder.panels.message.payload')}
                value={suggestion.payload}
                onChange={(payload) => update({ ...suggestion, payload })}
                disabled={readOnly}
                maxLength={200}
                error={issue(index, 'payload')}
              />
            ) : null}
            {suggestion.type === 'url' ? (
              <TextInput
                label={t('flowBuilder.panels.message.url')}
                type="url"
                placeholder="https://"
                value={suggestion.url}
                onChange={(url) => update({ ...suggestion, url })}
                disabled={readOnly}
                error={issue(index, 'url')}
                variables
              />
            ) : null}
            {suggestion.type === 'phone' ? (
              <TextInput
                label={t('flowBuilder.panels.message.phone')}
                type="tel"
                placeholder="+6591234567"
                value={suggestion.phone ?? ''}
                onChange={(phone) => {
                  const { phone: _old, ...rest } = suggestion;
                  update(phone.trim() ? { ...rest, phone: phone.trim() } : rest);
                }}
                disabled={readOnly}
                error={issue(index, 'phone')}
              />
            ) : null}
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('flowBuilder.panels.message.addSuggestion', { noun })}
        size="small"
        outlined
        disabled={readOnly || suggestions.length >= max}
        onClick={() => onChange([...suggestions, { id: newGraphId('b'), type: 'next_step', title: '' }])}
      />
    </div>
  );
}
