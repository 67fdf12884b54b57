import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { errorMessage, isHostApiError, SelectField } from '@chatmill/sdk/web';
import { useMessengerApi } from '../../api.ts';
import { commentReplyContracts, type RecentPostView } from './commentReplyApi.ts';

interface PostPickerProps {
  channelAccountId: string;
  /** The chosen post's id; null: all posts. */
  value: string | null;
  onChange(postId: string | null): void;
  error?: string | undefined;
}

/** A post's line in the list: its text (or its id when it has none), cut short, and its date. */
function postLabel(post: RecentPostView): string {
  const text = post.text.trim() || post.id;
  const short = text.length > 60 ? `${text.slice(0, 59)}…` : text;
  return post.createdAt ? `${short} (${new Date(post.createdAt).toLocaleDateString()})` : short;
}

/**
 * All posts, or one: the recent posts are asked of Facebook only when the owner wants them
 * (each listing counts against 'Too many Facebook requests', 10 in 10 minutes).
 */
export function PostPicker({ channelAccountId, value, onChange, error }: PostPickerProps) {
  const { t } = useTranslation('messenger');
  const api = useMessengerApi();
  const id = useId();
  const [posts, setPosts] = useState<RecentPostView[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onePost = value !== null;

  const load = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const answer = await api.call(commentReplyContracts.recentPosts, { query: { channelAccountId } });
      setPosts(answer.items);
      if (value === null && answer.items[0]) onChange(answer.items[0].id);
    } catch (caught) {
      // Spec 2, 8: the listing is limited to 10 calls in 10 minutes ('Too many Facebook requests').
      const limited = isHostApiError(caught, 'RATE_LIMITED');
      setFailure(
        limited
          ? `${t('commentReply.posts.tooManyRequests')}. ${t('commentReply.posts.tooManyRequestsHint')}`
          : errorMessage(caught, t('commentReply.posts.failed')),
      );
    } finally {
      setLoading(false);
    }
  };

  const options = (posts ?? []).map((post) => ({ value: post.id, label: postLabel(post) }));
  // A rule saved for a post no longer among the recent ones keeps it as a choice.
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: value });

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('commentReply.posts.legend')}</legend>
      <div style={{ display: 'flex', gap: '1.5rem', marginBottom: '0.5rem' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
          <RadioButton inputId={`${id}-all`} name={`${id}-scope`} checked={!onePost} onChange={() => onChange(null)} />
          <label htmlFor={`${id}-all`}>{t('commentReply.posts.all')}</label>
        </span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
          <RadioButton inputId={`${id}-one`} name={`${id}-scope`} checked={onePost} onChange={() => (posts?.[0] ? onChange(posts[0].id) : void load())} />
          <label htmlFor={`${id}-one`}>{t('commentReply.posts.one')}</label>
        </span>
      </div>
      {onePost || posts ? (
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <label htmlFor={`${id}-post`} className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
            {t('commentReply.posts.label')}
          </label>
          <SelectField
            id={`${id}-post`}
            fill
            style={{ flex: 1 }}
            value={value ?? ''}
            options={options}
            emptyLabel={options.length ? undefined : t('commentReply.posts.none')}
            onChange={(event) => onChange(event.target.value || null)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
      ) : null}
      <Button
        type="button"
        link
        icon="pi pi-refresh"
        label={posts ? t('commentReply.posts.reload') : t('commentReply.posts.load')}
        loading={loading}
        onClick={() => void load()}
        style={{ paddingLeft: 0 }}
      />
      {failure ? <Message severity="error" text={failure} style={{ width: '100%' }} /> : null}
      {error ? (
        <small id={`${id}-error`} style={{ color: 'var(--red-500)', display: 'block' }}>
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
