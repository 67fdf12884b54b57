import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { EmptyState, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { accountsPath } from '../../../common/ids.ts';
import type { ChannelAccountView } from '../../types.ts';
import { useChannelAccounts } from '../../useChannelAccounts.ts';
import { ChannelAccountSelect } from '../ChannelAccountSelect.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import type { BotToolFlow, BotToolName, BotToolView } from './botToolApi.ts';
import { useBotTool } from './useBotTool.ts';

export interface EditorProps<D> {
  draft: D;
  onChange(draft: D): void;
  flows: BotToolFlow[] | null;
  account: ChannelAccountView;
}

interface BotToolScreenProps<D> {
  tool: BotToolName;
  title: string;
  intro: string;
  /** The permission slug of the screen: without `edit`, the editor is shown but nothing can be saved. */
  slug: string;
  /** Ice breakers also go to Instagram accounts; the other tools are Messenger's only. */
  instagram?: boolean;
  empty(): D;
  editor(props: EditorProps<D>): ReactNode;
}

function StatusTag<D>({ view }: { view: BotToolView<D> }) {
  const { t } = useTranslation('messenger');
  const severity = { new: 'secondary', draft: 'info', launched: 'success', disabled: 'warning' } as const;
  return (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Tag value={t(`botTools.status.${view.status}`)} severity={severity[view.status]} />
      {view.changedSinceLaunch ? <small>{t('botTools.status.changedSinceLaunch')}</small> : null}
    </span>
  );
}

/**
 * One bot tool's screen (spec 2, 4): the page selector, the status, the editor, and Save draft,
 * Launch and Disable. With no page connected it leads to the Facebook accounts screen.
 */
export function BotToolScreen<D>({ tool, title, intro, slug, instagram = false, empty, editor }: BotToolScreenProps<D>) {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const navigate = useNavigate();
  const channelAccounts = useChannelAccounts();
  const accounts = (channelAccounts.data ?? []).filter((account) => instagram || account.kind === 'page');
  const [chosen, setChosen] = useState('');
  const account = accounts.find((a) => a.channelAccountId === chosen) ?? accounts[0] ?? null;
  const state = useBotTool<D>(tool, account, empty);
  const canEdit = host.can(slug, 'edit');
  const selector = accounts.length ? <ChannelAccountSelect accounts={accounts} value={account?.channelAccountId ?? ''} onChange={setChosen} /> : null;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={title} subtitle={intro} actions={selector} />
      {channelAccounts.failed ? <LoadFailed onRetry={channelAccounts.reload} /> : null}
      {channelAccounts.data && !accounts.length ? (
        <EmptyState
          message={t('botTools.common.noPage')}
          action={{ label: t('botTools.common.connectPage'), icon: 'pi pi-arrow-right', onClick: () => void navigate(accountsPath) }}
        />
      ) : null}
      {account && state.loadFailed ? <LoadFailed onRetry={state.reload} /> : null}
      {account && state.view && state.draft !== null ? (
        <>
          <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
            <strong>{t('botTools.common.status')}</strong>
            <StatusTag view={state.view} />
          </div>
          {state.error ? (
            <Message
              severity="error"
              style={{ justifyContent: 'flex-start' }}
              content={
                <div role="alert">
                  <div>{state.error.message}</div>
                  {state.error.fields.length ? (
                    <ul style={{ margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' }}>
                      {state.error.fields.map((field, index) => (
                        <li key={index}>{field}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              }
            />
          ) : null}
          {state.flows && !state.flows.some((flow) => flow.postbackId) && tool !== 'WelcomeMessage' ? (
            <Message severity="info" style={{ justifyContent: 'flex-start' }} text={t('botTools.flows.none')} />
          ) : null}
          {editor({ draft: state.draft, onChange: state.setDraft, flows: state.flows, account })}
          {canEdit ? (
            <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
              <Button
                type="button"
                label={t('botTools.common.saveDraft')}
                icon="pi pi-save"
                outlined
                loading={state.busy === 'save'}
                disabled={state.busy !== null}
                onClick={state.save}
              />
              <Button
                type="button"
                label={t('botTools.common.launch')}
                icon="pi pi-send"
                loading={state.busy === 'launch'}
                disabled={state.busy !== null}
                onClick={state.launch}
              />
              {state.view.status === 'launched' ? (
                <Button
                  type="button"
                  label={t('botTools.common.disable')}
                  icon="pi pi-power-off"
                  severity="danger"
                  outlined
                  loading={state.busy === 'disable'}
                  disabled={state.busy !== null}
                  onClick={() => void state.disable()}
                />
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
