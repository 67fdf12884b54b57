import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { useRealtimeStore } from '../../realtime/realtimeStore';

/**
 * Shows whether the /api/ws socket (opened by the layout) is up and what it last said.
 * The socket opens after the first paint and its first message (`hello`) comes later still, so
 * the card has its final size from the start: the status line does not wrap and the event's box
 * is as tall with no event as with one. Were it to grow, the cards below it would move.
 */
export function RealtimeCard() {
  const { t, i18n } = useTranslation();
  const status = useRealtimeStore((state) => state.status);
  const lastEvent = useRealtimeStore((state) => state.lastEvent);
  const lastEventAt = useRealtimeStore((state) => state.lastEventAt);
  const connected = status === 'connected';

  return (
    <Card>
      <section className="stack" aria-labelledby="realtime-title">
        <h2 id="realtime-title">{t('dashboard.realtime.title')}</h2>
        <p className="row realtime-status" role="status" aria-live="polite">
          <span className={`status-dot ${connected ? 'is-connected' : 'is-disconnected'}`} aria-hidden="true" />
          <span data-testid="realtime-status">
            {connected ? t('dashboard.realtime.connected') : t('dashboard.realtime.disconnected')}
          </span>
          {status === 'connecting' ? <span className="muted small">{t('dashboard.realtime.connecting')}</span> : null}
        </p>
        <div className="realtime-event">
          {lastEvent ? (
            <>
              <p data-testid="realtime-last-event">{t('dashboard.realtime.lastEvent', { type: lastEvent.type })}</p>
              <p className="muted small">
                {lastEventAt !== null ? t('dashboard.realtime.receivedAt', { time: new Date(lastEventAt).toLocaleTimeString(i18n.language) }) : null}
              </p>
              <pre className="event-preview">{JSON.stringify(lastEvent, null, 2)}</pre>
            </>
          ) : (
            <>
              <p className="muted">{t('dashboard.realtime.noEvents')}</p>
              {/* Where the event will show: an empty box of the same size. */}
              <div className="event-preview" aria-hidden="true" />
            </>
          )}
        </div>
      </section>
    </Card>
  );
}
