import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { OutboundButton } from '../../../../sdk/src/channels/canonicalMessage.ts';
import type { SimulatorEvent, SimulatorMessage } from '../../../../sdk/src/web/flows/flowPaths.ts';

interface SimulatorMessageViewProps {
  message: SimulatorMessage;
  /** Quick replies answer only the newest message. */
  latest: boolean;
  onEvent(event: SimulatorEvent, shown: string): void;
  onShowStep(nodeId: string): void;
}

function ButtonView({ button, onEvent }: { button: OutboundButton; onEvent: SimulatorMessageViewProps['onEvent'] }) {
  switch (button.kind) {
    case 'postback':
      return (
        <Button type="button" size="small" outlined label={button.title} onClick={() => onEvent({ kind: 'postback', payload: button.payload }, button.title)} />
      );
    case 'url':
      return (
        <a className="fb-sim-link" href={button.url} target="_blank" rel="noopener noreferrer">
          {button.title} <i className="pi pi-external-link" aria-hidden="true" />
        </a>
      );
    case 'phone':
      return (
        <a className="fb-sim-link" href={`tel:${button.phone}`}>
          {button.title}
        </a>
      );
    case 'email':
      return (
        <a className="fb-sim-link" href={`mailto:${button.email}`}>
          {button.title}
        </a>
      );
  }
}

/**
 * One message of the bot as the channel would show it: text, buttons, quick replies, a
 * carousel, media; or the reason the channel cannot show it (its capabilities), with a link to its step.
 */
export function SimulatorMessageView({ message, latest, onEvent, onShowStep }: SimulatorMessageViewProps) {
  const { t } = useTranslation();
  const rendered = message.rendered;
  return (
    <div className="fb-sim-bot" data-kind={rendered.kind}>
      {message.unrenderable ? (
        <p className="fb-sim-unrenderable" role="note">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('flowBuilder.simulator.unrenderable', { reason: message.unrenderable })}{' '}
          <Button type="button" link size="small" label={t('flowBuilder.simulator.showStep')} onClick={() => onShowStep(message.nodeId)} />
        </p>
      ) : null}
      {rendered.kind === 'text' ? <p className="fb-sim-bubble">{rendered.text}</p> : null}
      {rendered.kind === 'buttons' ? (
        <div className="fb-sim-bubble">
          <p>{rendered.text}</p>
          <div className="fb-sim-buttons">
            {rendered.buttons.map((button, index) => (
              <ButtonView key={index} button={button} onEvent={onEvent} />
            ))}
          </div>
        </div>
      ) : null}
      {rendered.kind === 'quickReplies' ? (
        <>
          <p className="fb-sim-bubble">{rendered.text}</p>
          <div className="fb-sim-replies" role="group" aria-label={t('flowBuilder.simulator.quickReplies')}>
            {rendered.replies.map((reply, index) => (
              <Button
                key={index}
                type="button"
                size="small"
                rounded
                outlined
                label={reply.title}
                disabled={!latest}
                onClick={() => onEvent({ kind: 'quickReply', payload: reply.payload, text: reply.title }, reply.title)}
              />
            ))}
          </div>
        </>
      ) : null}
      {rendered.kind === 'carousel' ? (
        <div className="fb-sim-carousel" role="list" aria-label={t('flowBuilder.itemKinds.carousel')}>
          {rendered.cards.map((card, index) => (
            <div key={index} className="fb-sim-card" role="listitem">
              {card.imageUrl ? <img src={card.imageUrl} alt="" loading="lazy" /> : null}
              <strong>{card.title}</strong>
              {card.subtitle ? <span className="fb-muted">{card.subtitle}</span> : null}
              <div className="fb-sim-buttons">
                {card.buttons.map((button, i) => (
                  <ButtonView key={i} button={button} onEvent={onEvent} />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {rendered.kind === 'media' ? (
        <div className="fb-sim-bubble fb-sim-media">
          {rendered.media === 'image' ? <img src={rendered.url} alt={rendered.caption ?? ''} loading="lazy" /> : null}
          {rendered.media === 'video' ? <video src={rendered.url} controls preload="metadata" /> : null}
          {rendered.media === 'file' ? (
            <a className="fb-sim-link" href={rendered.url} target="_blank" rel="noopener noreferrer" download>
              <i className="pi pi-file" aria-hidden="true" /> {rendered.url.split('/').pop() || rendered.url}
            </a>
          ) : null}
          {rendered.caption ? <p>{rendered.caption}</p> : null}
        </div>
      ) : null}
      {/* The opt-in continues the flow like a click; the simulator sends it as one. */}
      {rendered.kind === 'otnRequest' ? (
        <div className="fb-sim-bubble">
          <p>{rendered.title}</p>
          <div className="fb-sim-buttons">
            <Button
              type="button"
              size="small"
              outlined
              label={t('flowBuilder.simulator.notifyMe')}
              onClick={() => onEvent({ kind: 'postback', payload: rendered.payload }, t('flowBuilder.simulator.notifyMe'))}
            />
          </div>
        </div>
      ) : null}
      {rendered.kind === 'template' ? (
        <p className="fb-sim-bubble">
          <i className="pi pi-id-card" aria-hidden="true" /> {t('flowBuilder.simulator.template', { name: rendered.name })}
        </p>
      ) : null}
    </div>
  );
}
