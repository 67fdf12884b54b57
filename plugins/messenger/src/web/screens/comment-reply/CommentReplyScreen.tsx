import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState, errorMessage, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../../common/permissions.ts';
import { useMessengerApi } from '../../api.ts';
import { useChannelAccounts } from '../../useChannelAccounts.ts';
import { useMessengerAccounts } from '../../useMessengerAccounts.ts';
import { ChannelAccountSelect } from '../ChannelAccountSelect.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { commentReplyContracts, type CommentRuleView } from './commentReplyApi.ts';
import { RuleEditor } from './RuleEditor.tsx';
import { RulesTable } from './RulesTable.tsx';
import { UsageNotice } from './UsageNotice.tsx';
import { useCommentRules } from './useCommentRules.ts';

const slug = permissionSlugs.commentReply;

/**
 * /social-media-automations/comment-reply: per page or Instagram account, the rules that answer
 * comments on its posts (spec 2, 2), with the automated replies the package still allows.
 */
export default function CommentReplyScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const { data: accounts, failed: accountsFailed, reload: reloadAccounts } = useChannelAccounts();
  const { missing } = useMessengerAccounts(accounts);
  const [chosen, setChosen] = useState('');
  const account = accounts?.find((a) => a.channelAccountId === chosen) ?? accounts?.[0] ?? null;
  const channelAccountId = account?.channelAccountId ?? '';
  const { data: rules, failed, reload, setData } = useCommentRules(channelAccountId);
  const [editing, setEditing] = useState<{ rule: CommentRuleView | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (accountsFailed) return <LoadFailed onRetry={reloadAccounts} />;
  if (accounts && !accounts.length) return <EmptyState message={missing?.message ?? t('commentReply.noPage')} icon="pi pi-comments" action={missing?.action} />;

  const canCreate = host.can(slug, 'create');
  const startNew = () => setEditing({ rule: null });

  const toggle = async (rule: CommentRuleView, enabled: boolean) => {
    setBusyId(rule.id);
    try {
      const saved = await api.call(commentReplyContracts.toggleCommentRule, { params: { id: rule.id }, body: { enabled } });
      setData((current) => ({ ...current, items: current.items.map((r) => (r.id === saved.id ? saved : r)) }));
    } catch (caught) {
      host.toast({ severity: 'error', summary: errorMessage(caught, t('commentReply.saveFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (rule: CommentRuleView) => {
    const sure = await host.confirm({
      header: t('commentReply.deleteConfirm.header'),
      message: t('commentReply.deleteConfirm.message'),
      acceptLabel: t('commentReply.deleteConfirm.accept'),
      rejectLabel: t('commentReply.deleteConfirm.reject'),
      danger: true,
    });
    if (!sure) return;
    setBusyId(rule.id);
    try {
      await api.call(commentReplyContracts.deleteCommentRule, { params: { id: rule.id } });
      setData((current) => ({ ...current, items: current.items.filter((r) => r.id !== rule.id) }));
      host.toast({ severity: 'success', summary: t('commentReply.deleted') });
    } catch (caught) {
      host.toast({ severity: 'error', summary: errorMessage(caught, t('commentReply.saveFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const actions = (
    <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {accounts && account ? <ChannelAccountSelect accounts={accounts} value={account.channelAccountId} onChange={setChosen} /> : null}
      {canCreate && account ? <Button type="button" label={t('commentReply.newRule')} icon="pi pi-plus" onClick={startNew} /> : null}
    </span>
  );

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('commentReply.title')} subtitle={t('commentReply.intro')} actions={actions} />
      {failed ? <LoadFailed onRetry={reload} /> : null}
      {rules ? <UsageNotice remaining={rules.remaining} /> : null}
      {!rules && !failed ? <p role="status">{t('commentReply.loading')}</p> : null}
      {rules && !rules.items.length ? (
        <EmptyState
          message={t('commentReply.empty')}
          icon="pi pi-comments"
          action={canCreate ? { label: t('commentReply.newRule'), onClick: startNew, icon: 'pi pi-plus' } : undefined}
        />
      ) : null}
      {rules?.items.length ? (
        <RulesTable
          rules={rules.items}
          canEdit={host.can(slug, 'edit')}
          canDelete={host.can(slug, 'delete')}
          busyId={busyId}
          onEdit={(rule) => setEditing({ rule })}
          onToggle={(rule, enabled) => void toggle(rule, enabled)}
          onDelete={(rule) => void remove(rule)}
        />
      ) : null}
      {editing && account ? (
        <RuleEditor
          key={editing.rule?.id ?? 'new'}
          channelAccountId={account.channelAccountId}
          rule={editing.rule}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            host.toast({ severity: 'success', summary: t('commentReply.saved') });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
