import { useId } from 'react';
import { Tag } from 'primereact/tag';
import type { SubscriberFlowView } from '../../flows/subscriberProfileSchemas.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { useDateTime, useProfileText, type ProfileText } from './profileText.ts';

const severities: Record<SubscriberFlowView['state'], 'info' | 'warning' | 'success' | 'secondary'> = {
  waitingForInput: 'info',
  waitingForTime: 'warning',
  pausedForAgent: 'warning',
  ended: 'secondary',
};

function stateText(flow: SubscriberFlowView, text: ProfileText, dateTime: (iso: string) => string): string {
  return flow.waitUntil ? text(`states.${flow.state}Until`, { time: dateTime(flow.waitUntil) }) : text(`states.${flow.state}`);
}

/** The flows the subscriber is or was in, the current (or last) one first. */
export function SubscriberFlowList({ flows }: { flows: SubscriberFlowView[] }) {
  const text = useProfileText();
  const dateTime = useDateTime();
  const id = useId();
  return (
    <ProfileCard id={id} title={text('flows')}>
      {flows.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{text('noFlows')}</p>
      ) : (
        <ul aria-labelledby={id} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.6rem' }}>
          {flows.map((flow, index) => (
            <li key={flow.flowId} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
              <span style={{ fontWeight: index === 0 ? 600 : 400 }}>{flow.deleted ? text('flowDeleted', { name: flow.flowName }) : flow.flowName}</span>
              {index === 0 ? <Tag value={text(flow.state === 'ended' ? 'last' : 'current')} severity="success" /> : null}
              <Tag value={stateText(flow, text, dateTime)} severity={severities[flow.state]} />
              <small style={{ color: 'var(--text-color-secondary)', flexBasis: '100%' }}>{text('lastStep', { time: dateTime(flow.updatedAt) })}</small>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
