import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { SubscriberCustomFieldView, SubscriberHistoryView, SubscriberProfileView } from '../../flows/subscriberProfileSchemas.ts';
import { errorMessage } from '../apiErrors.ts';
import { ScreenHeader } from '../ScreenHeader.tsx';
import { ConversationHistory } from './ConversationHistory.tsx';
import { CustomFieldList } from './CustomFieldList.tsx';
import { ProfileFacts } from './ProfileFacts.tsx';
import { useProfileText } from './profileText.ts';
import { SubscriberFlowList } from './SubscriberFlowList.tsx';

/** How the profile reaches a channel plugin's routes (which answer with the SDK's profile schemas). */
export interface SubscriberProfileSource {
  profile(): Promise<SubscriberProfileView>;
  /** The page of messages older than the cursor `before`. */
  history(before: string): Promise<SubscriberHistoryView>;
  /** Sets (null: clears) a user field; absent when the user may not edit subscribers. */
  saveField?: ((key: string, value: string | null) => Promise<SubscriberCustomFieldView>) | undefined;
}

export interface SubscriberProfileProps {
  source: SubscriberProfileSource;
  /** The channel as users know it, e.g. "Web Chat Widget". */
  channelName: string;
  /** What the channel calls a subscriber with no known name, e.g. "Visitor h47syfIT". */
  unnamedLabel(profile: SubscriberProfileView): string;
  /** Beside the title, e.g. a link back to the list. */
  actions?: ReactNode;
}

/**
 * One subscriber's profile for any channel (issue 21): name, channel and account, first and last
 * seen, tags, custom fields (edited in place when `source.saveField` is given), the flows they
 * are in and the conversation with "load earlier" paging.
 */
export function SubscriberProfile({ source, channelName, unnamedLabel, actions }: SubscriberProfileProps) {
  const text = useProfileText();
  const [profile, setProfile] = useState<SubscriberProfileView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    source.profile().then(
      (loaded) => live && setProfile(loaded),
      (failure: unknown) => live && setError(errorMessage(failure, text('loadFailed'))),
    );
    return () => {
      live = false;
    };
    // `source` is rebuilt on every render by most callers; the attempt counter says when to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const fieldSaved = useCallback((field: SubscriberCustomFieldView) => {
    setProfile((current) => (current ? { ...current, customFields: current.customFields.map((f) => (f.key === field.key ? field : f)) } : current));
  }, []);

  if (error) {
    return (
      <section>
        <ScreenHeader title={text('title')} actions={actions} />
        <Message severity="error" text={error} />
        <Button type="button" label={text('retry')} icon="pi pi-refresh" text onClick={() => setAttempt((n) => n + 1)} style={{ marginTop: '0.5rem' }} />
      </section>
    );
  }
  if (!profile) {
    return (
      <section aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: '3rem' }}>
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} aria-label={text('loading')} />
      </section>
    );
  }

  const name = profile.displayName ?? unnamedLabel(profile);
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={name} subtitle={`${channelName} · ${profile.channelAccountName || profile.channelAccountId}`} actions={actions} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: '1rem', alignItems: 'start' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
          <ProfileFacts profile={profile} channelName={channelName} />
          <CustomFieldList fields={profile.customFields} save={source.saveField} onSaved={fieldSaved} />
          <SubscriberFlowList flows={profile.flows} />
        </div>
        <ConversationHistory key={profile.id} first={profile.history} loadEarlier={source.history} subscriberName={name} />
      </div>
    </section>
  );
}
