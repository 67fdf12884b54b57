import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { SubscriberHistoryView, SubscriberMessageView } from '../../flows/subscriberProfileSchemas.ts';
import { errorMessage } from '../apiErrors.ts';
import { useSendFailureText } from '../sendFailureText.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { useDateTime, useProfileText } from './profileText.ts';

export interface ConversationHistoryProps {
  /** The newest page, from the profile. */
  first: SubscriberHistoryView;
  loadEarlier(before: string): Promise<SubscriberHistoryView>;
  /** Who "in" messages are from. */
  subscriberName: string;
}

/** The conversation, newest last, with older pages loaded on demand above it. */
export function ConversationHistory({ first, loadEarlier, subscriberName }: ConversationHistoryProps) {
  const text = useProfileText();
  const id = useId();
  const [messages, setMessages] = useState(first.messages);
  const [earlier, setEarlier] = useState(first.earlier);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const more = async () => {
    if (!earlier || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await loadEarlier(earlier);
      // A message is in one page only (keyset paging), but a double click must not show one twice.
      setMessages((shown) => [...page.messages.filter((m) => !shown.some((s) => s.id === m.id)), ...shown]);
      setEarlier(page.earlier);
    } catch (failure) {
      setError(errorMessage(failure, text('loadEarlierFailed')));
    } finally {
      setLoading(false);
    }
  };

  return (
    <ProfileCard id={id} title={text('conversation')}>
      {earlier ? (
        <Button
          type="button"
          label={text('loadEarlier')}
          icon="pi pi-angle-up"
          text
          size="small"
          loading={loading}
          onClick={more}
          style={{ marginBottom: '0.5rem' }}
        />
      ) : null}
      {error ? <Message severity="error" text={error} style={{ marginBottom: '0.5rem' }} /> : null}
      {messages.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{text('noMessages')}</p>
      ) : (
        <ol aria-labelledby={id} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} subscriberName={subscriberName} />
          ))}
        </ol>
      )}
    </ProfileCard>
  );
}

function MessageBubble({ message, subscriberName }: { message: SubscriberMessageView; subscriberName: string }) {
  const text = useProfileText();
  const dateTime = useDateTime();
  const failureText = useSendFailureText();
  const incoming = message.direction === 'in';
  const from = incoming ? subscriberName : text('sent');
  return (
    <li style={{ alignSelf: incoming ? 'flex-start' : 'flex-end', maxWidth: '85%' }}>
      <div
        style={{
          background: incoming ? 'var(--surface-100)' : 'var(--primary-100, var(--highlight-bg))',
          borderRadius: '10px',
          padding: '0.5rem 0.75rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.text || (message.attachments.length ? null : <em>{text(`kinds.${message.kind}`, { defaultValue: message.kind })}</em>)}
        {message.choices.length ? (
          <ul aria-label={text('choices')} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: '0.4rem 0 0', padding: 0 }}>
            {message.choices.map((choice, index) => (
              <li
                key={`${index}:${choice}`}
                style={{ border: '1px solid var(--surface-border)', borderRadius: '999px', padding: '0 0.5rem', fontSize: '0.875rem' }}
              >
                {choice}
              </li>
            ))}
          </ul>
        ) : null}
        {message.attachments.map((file, index) => (
          <div key={`${index}:${file.url}`}>
            {/^https?:\/\//i.test(file.url) ? (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {text('attachment', { type: file.type })}
              </a>
            ) : (
              // Only web addresses become links: a platform (or a sender) may put anything here.
              <span>{text('attachment', { type: file.type })}</span>
            )}
          </div>
        ))}
      </div>
      <small style={{ display: 'block', textAlign: incoming ? 'left' : 'right', color: 'var(--text-color-secondary)' }}>
        {from} · <time dateTime={message.at}>{dateTime(message.at)}</time>
        {message.state && message.state !== 'sent' ? ` · ${text(`messageStates.${message.state}`)}` : null}
      </small>
      {message.failure ? (
        // Why it did not go out, as the channel or the platform said it: the owner can act on it.
        <small data-testid="message-failure" style={{ display: 'block', textAlign: 'end', color: 'var(--red-600, #c62828)', overflowWrap: 'anywhere' }}>
          <i className="pi pi-exclamation-circle" aria-hidden="true" style={{ fontSize: '0.8rem', marginInlineEnd: '0.25rem' }} />
          {failureText(message.failure)}
        </small>
      ) : null}
    </li>
  );
}
