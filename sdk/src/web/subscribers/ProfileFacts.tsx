import { useId } from 'react';
import { Tag } from 'primereact/tag';
import type { SubscriberProfileView } from '../../flows/subscriberProfileSchemas.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { useDateTime, useProfileText } from './profileText.ts';

/** Who the subscriber is: channel, account, ids, first and last seen, tags. */
export function ProfileFacts({ profile, channelName }: { profile: SubscriberProfileView; channelName: string }) {
  const text = useProfileText();
  const dateTime = useDateTime();
  const id = useId();
  const facts: Array<[string, string]> = [
    [text('channel'), channelName],
    [text('account'), profile.channelAccountName || profile.channelAccountId],
    [text('externalId'), profile.externalId],
    ...(profile.email ? ([[text('email'), profile.email]] as Array<[string, string]>) : []),
    ...(profile.gender ? ([[text('gender'), text(`genders.${profile.gender}`)]] as Array<[string, string]>) : []),
    [text('firstSeen'), dateTime(profile.firstSeenAt)],
    [text('lastSeen'), profile.lastSeenAt ? dateTime(profile.lastSeenAt) : text('never')],
  ];
  return (
    <ProfileCard id={id} title={text('about')}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1rem', margin: 0 }}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--text-color-secondary)' }}>{term}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
        <dt style={{ color: 'var(--text-color-secondary)' }}>{text('tags')}</dt>
        <dd style={{ margin: 0 }}>
          {profile.tags.length ? (
            <ul aria-label={text('tags')} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 }}>
              {profile.tags.map((tag) => (
                <li key={tag}>
                  <Tag value={tag} />
                </li>
              ))}
            </ul>
          ) : (
            <span style={{ color: 'var(--text-color-secondary)' }}>{text('noTags')}</span>
          )}
        </dd>
      </dl>
    </ProfileCard>
  );
}
