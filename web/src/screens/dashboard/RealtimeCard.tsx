import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { useRealtimeStore } from '../../realtime/realtimeStore';

/**
 * Shows whether the /api/ws socket (opened by the layout) is up and what it last said.
 * The socket opens after the first paint and its first message (`hello`) comes later still, so
 * the card has its final size from the start: the status line does not wrap and the event's
 * lines and box are there, as tall, with no event as with one. Were it to grow, the cards below it would move.
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
        {/*
          The same elements with an event or without: the box shows "No events yet." until the
          first event replaces it. A box that first drew its text when the socket's `hello` came,
          after the page was idle, was the page's largest text drawn last: Lighthouse took it for
          the largest contentful paint, seconds after everything else.
        */}
        <div className="realtime-event">
          <p data-testid="realtime-last-event">{lastEvent ? t('dashboard.realtime.lastEvent', { type: lastEvent.type }) : '\u00a0'}</p>
          <p className="muted small">{lastEventAt !== null ? t('dashboard.realtime.receivedAt', { time: new Date(lastEventAt).toLocaleTimeString(i18n.language) }) : '\u00a0'}</p>
          <pre className={`event-preview${lastEvent ? '' : ' muted'}`}>{lastEvent ? JSON.stringify(lastEvent, null, 2) : t('dashboard.realtime.noEvents')}</pre>
        </div>
      </section>
    </Card>
  );
}
