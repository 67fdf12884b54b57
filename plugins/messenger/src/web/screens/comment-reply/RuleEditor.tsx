import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chips } from 'primereact/chips';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { errorMessage, FlowPicker, FormDialog, FormField, isHostApiError, SelectField } from '@chatmill/sdk/web';
import { messengerChannel } from '../../../common/ids.ts';
import { useMessengerApi } from '../../api.ts';
import { commentReplyContracts, type CommentRuleView } from './commentReplyApi.ts';
import { PostPicker } from './PostPicker.tsx';
import { bodyOf, draftOf, type RuleDraft } from './ruleDraft.ts';

interface RuleEditorProps {
  channelAccountId: string;
  /** The rule to change; null: a new one. */
  rule: CommentRuleView | null;
  onClose(): void;
  onSaved(rule: CommentRuleView): void;
}

const full = { width: '100%' } as const;

/**
 * A comment auto-reply rule: which post (all, or one of the recent ones), which comments
 * (keywords; none: any), offensive words and what happens to them, the public reply, and the
 * private reply that opens a conversation, optionally with a button that starts a flow.
 */
export function RuleEditor({ channelAccountId, rule, onClose, onSaved }: RuleEditorProps) {
  const { t } = useTranslation('messenger');
  const api = useMessengerApi();
  const id = useId();
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    setSaving(true);
    setFields({});
    setFormError(null);
    try {
      const body = bodyOf(channelAccountId, draft);
      const saved = rule
        ? await api.call(commentReplyContracts.updateCommentRule, { params: { id: rule.id }, body })
        : await api.call(commentReplyContracts.createCommentRule, { body });
      onSaved(saved);
    } catch (caught) {
      if (isHostApiError(caught) && Object.keys(caught.fields ?? {}).length) setFields(caught.fields);
      else setFormError(errorMessage(caught, t('commentReply.editor.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      header={rule ? t('commentReply.editor.editTitle') : t('commentReply.editor.newTitle')}
      widthRem={40}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving}
      formError={formError ?? (fields['channelAccountId'] || null)}
      cancelLabel={t('commentReply.editor.cancel')}
      submitLabel={t('commentReply.editor.save')}
      submitIcon="pi pi-check"
    >
      <PostPicker channelAccountId={channelAccountId} value={draft.postId} onChange={(postId) => set({ postId })} error={fields['postId']} />
      <FormField label={t('commentReply.editor.keywords')} id={`${id}-keywords`} error={fields['keywords']} hint={t('commentReply.editor.keywordsHint')}>
        <Chips inputId={`${id}-keywords`} value={draft.keywords} onChange={(e) => set({ keywords: e.value ?? [] })} separator="," addOnBlur style={full} />
      </FormField>
      <FormField
        label={t('commentReply.editor.offensiveWords')}
        id={`${id}-offensive`}
        error={fields['offensiveWords']}
        hint={t('commentReply.editor.offensiveHint')}
      >
        <Chips
          inputId={`${id}-offensive`}
          value={draft.offensiveWords}
          onChange={(e) => set({ offensiveWords: e.value ?? [] })}
          separator=","
          addOnBlur
          style={full}
        />
      </FormField>
      <FormField label={t('commentReply.editor.offensiveAction')} id={`${id}-action`} error={fields['offensiveAction']}>
        <SelectField
          id={`${id}-action`}
          fill
          value={draft.offensiveAction}
          options={[
            { value: 'hide', label: t('commentReply.editor.hide') },
            { value: 'delete', label: t('commentReply.editor.delete') },
          ]}
          onChange={(e) => set({ offensiveAction: e.target.value === 'delete' ? 'delete' : 'hide' })}
        />
      </FormField>
      <FormField label={t('commentReply.editor.publicReply')} id={`${id}-public`} error={fields['publicReply']} hint={t('commentReply.editor.publicHint')}>
        <InputTextarea id={`${id}-public`} value={draft.publicReply} onChange={(e) => set({ publicReply: e.target.value })} rows={2} autoResize style={full} />
      </FormField>
      <FormField label={t('commentReply.editor.privateReply')} id={`${id}-private`} error={fields['privateReply']} hint={t('commentReply.editor.privateHint')}>
        <InputTextarea
          id={`${id}-private`}
          value={draft.privateReply}
          onChange={(e) => set({ privateReply: e.target.value })}
          rows={3}
          autoResize
          style={full}
        />
      </FormField>
      <FlowPicker
        channel={messengerChannel}
        channelAccountId={channelAccountId}
        label={t('commentReply.editor.flow')}
        value={draft.flowId}
        onChange={(flowId) => set({ flowId })}
      />
      <small style={{ display: 'block', margin: '-0.5rem 0 1rem', color: fields['flowId'] ? 'var(--red-500)' : 'var(--text-color-secondary)' }}>
        {fields['flowId'] ?? t('commentReply.editor.flowHint')}
      </small>
      {draft.flowId !== null ? (
        <FormField label={t('commentReply.editor.flowButton')} id={`${id}-button`} error={fields['flowButton']} hint={t('commentReply.editor.flowButtonHint')}>
          <InputText id={`${id}-button`} value={draft.flowButton} maxLength={20} onChange={(e) => set({ flowButton: e.target.value })} style={full} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
