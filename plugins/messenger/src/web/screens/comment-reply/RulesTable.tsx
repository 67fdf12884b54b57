import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import type { CommentRuleView } from './commentReplyApi.ts';

interface RulesTableProps {
  rules: CommentRuleView[];
  canEdit: boolean;
  canDelete: boolean;
  busyId: number | null;
  onEdit(rule: CommentRuleView): void;
  onToggle(rule: CommentRuleView, enabled: boolean): void;
  onDelete(rule: CommentRuleView): void;
}

const cut = (text: string) => (text.length > 50 ? `${text.slice(0, 49)}…` : text);

/** The rules of one page or Instagram account: what each answers, how often it did, on or off, and its actions. */
export function RulesTable({ rules, canEdit, canDelete, busyId, onEdit, onToggle, onDelete }: RulesTableProps) {
  const { t } = useTranslation('messenger');
  const post = (rule: CommentRuleView) => (rule.postId ? t('commentReply.table.onePost', { id: rule.postId }) : t('commentReply.table.allPosts'));
  const words = (rule: CommentRuleView) => (
    <span style={{ display: 'inline-flex', gap: '0.25rem', flexWrap: 'wrap' }}>
      {rule.keywords.length ? rule.keywords.map((word) => <Tag key={word} value={word} severity="info" />) : t('commentReply.table.anyComment')}
      {rule.offensiveWords.length ? (
        <Tag
          severity="warning"
          value={t(rule.offensiveAction === 'delete' ? 'commentReply.table.deletes' : 'commentReply.table.hides', { count: rule.offensiveWords.length })}
        />
      ) : null}
    </span>
  );
  const replies = (rule: CommentRuleView) => (
    <span style={{ display: 'flex', flexDirection: 'column', gap: '0.125rem' }}>
      {rule.publicReply ? <span>{t('commentReply.table.public', { text: cut(rule.publicReply) })}</span> : null}
      {rule.privateReply ? <span>{t('commentReply.table.private', { text: cut(rule.privateReply) })}</span> : null}
      {rule.flowId ? <span>{t('commentReply.table.flow', { button: rule.flowButton ?? '' })}</span> : null}
    </span>
  );
  const enabled = (rule: CommentRuleView) => (
    <InputSwitch
      checked={rule.enabled}
      disabled={!canEdit || busyId === rule.id}
      aria-label={t('commentReply.table.enabledLabel', { post: post(rule) })}
      onChange={(e) => onToggle(rule, Boolean(e.value))}
    />
  );
  const actions = (rule: CommentRuleView) => (
    <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
      {canEdit ? (
        <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('commentReply.table.edit', { post: post(rule) })} onClick={() => onEdit(rule)} />
      ) : null}
      {canDelete ? (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          disabled={busyId === rule.id}
          aria-label={t('commentReply.table.delete', { post: post(rule) })}
          onClick={() => onDelete(rule)}
        />
      ) : null}
    </span>
  );
  return (
    <DataTable value={rules} dataKey="id" aria-label={t('commentReply.table.label')} size="small" stripedRows>
      <Column header={t('commentReply.table.post')} body={post} />
      <Column header={t('commentReply.table.comments')} body={words} />
      <Column header={t('commentReply.table.replies')} body={replies} />
      <Column header={t('commentReply.table.answered')} field="answered" />
      <Column header={t('commentReply.table.enabled')} body={enabled} />
      <Column header={t('commentReply.table.actions')} body={actions} />
    </DataTable>
  );
}
