import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import type { FlowSummary } from '../../flows/flowApi.ts';
import { errorMessage } from '../apiErrors.ts';
import { useHost } from '../host.ts';
import type { FlowButtonStats, FlowStats } from '../../flows/flowApi.ts';
import { FlowFailureTable } from './FlowFailureTable.tsx';
import { flowPaths } from './flowPaths.ts';
import { useFlowText } from './flowText.ts';

function ButtonRows({ buttons, depth }: { buttons: readonly FlowButtonStats[]; depth: number }) {
  return (
    <>
      {buttons.map((button) => (
        <ButtonRow key={`${button.nodeId}:${button.handle}`} button={button} depth={depth} />
      ))}
    </>
  );
}

function ButtonRow({ button, depth }: { button: FlowButtonStats; depth: number }) {
  return (
    <>
      <tr>
        <td style={{ paddingInlineStart: `${0.5 + depth * 1.25}rem` }}>{button.label}</td>
        <td style={{ textAlign: 'end' }}>{button.clicks}</td>
      </tr>
      {button.children?.length ? <ButtonRows buttons={button.children} depth={depth + 1} /> : null}
    </>
  );
}

/** Spec 2, 3 and 7: sends, deliveries and reads (as rounded-up percent of sends), clicks per button, nested for carousels, and failed sends per node with their reasons. */
export function FlowStatsDialog({ flow, onClose }: { flow: FlowSummary; onClose(): void }) {
  const host = useHost();
  const text = useFlowText();
  const [stats, setStats] = useState<FlowStats | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    host.request<FlowStats>('GET', flowPaths.stats(flow.id)).then(
      (loaded) => live && setStats(loaded),
      (failure: unknown) => live && setError(errorMessage(failure, text('stats.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [flow.id, host, text]);

  const figure = (label: string, value: string, testId: string) => (
    <div style={{ flex: '1 1 8rem', padding: '0.75rem', border: '1px solid var(--surface-border)', borderRadius: 8 }}>
      <div style={{ color: 'var(--text-color-secondary)', fontSize: '0.85rem' }}>{label}</div>
      <div style={{ fontSize: '1.4rem', fontWeight: 700 }} data-testid={testId}>
        {value}
      </div>
    </div>
  );

  return (
    <Dialog header={text('stats.title', { name: flow.name })} visible onHide={onClose} style={{ width: 'min(36rem, 95vw)' }} modal draggable={false}>
      {error ? <Message severity="error" text={error} /> : null}
      {!stats && !error ? (
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem', display: 'block', margin: '1rem auto' }} aria-label={text('loading')} />
      ) : null}
      {stats ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            {figure(text('stats.sends'), String(stats.sends), 'stats-sends')}
            {figure(text('stats.deliveries'), `${stats.deliveryPercent}%`, 'stats-deliveries')}
            {figure(text('stats.reads'), `${stats.readPercent}%`, 'stats-reads')}
          </div>
          {stats.buttons.length ? (
            <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={text('stats.clicks')}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    {text('stats.button')}
                  </th>
                  <th scope="col" style={{ textAlign: 'end' }}>
                    {text('stats.clicks')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <ButtonRows buttons={stats.buttons} depth={0} />
              </tbody>
            </table>
          ) : (
            <p style={{ color: 'var(--text-color-secondary)' }}>{text('stats.noClicks')}</p>
          )}
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{text('stats.failures')}</h3>
          <FlowFailureTable failures={stats.failures} />
        </div>
      ) : null}
    </Dialog>
  );
}
