import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { flowPaths, type SimulatorEvent, type SimulatorMessage, type SimulatorReply, type SimulatorSkip } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { SimulatorMessageView } from './SimulatorMessageView';

/** A line of the test conversation: what the owner sent, what the bot answered, or why nothing came. */
type Line =
  { from: 'owner'; text: string } | { from: 'bot'; message: SimulatorMessage } | { from: 'error'; text: string } | { from: 'skip'; skip: SimulatorSkip };
type Entry = Line & { id: number };

/** The bot's messages in order, with each skipped wait where it happened. */
function replyLines(reply: SimulatorReply): Line[] {
  const lines: Line[] = [];
  const skips = reply.skipped ?? [];
  reply.messages.forEach((message, index) => {
    for (const skip of skips) if (skip.afterMessages === index) lines.push({ from: 'skip', skip });
    lines.push({ from: 'bot', message });
  });
  for (const skip of skips) if (skip.afterMessages >= reply.messages.length) lines.push({ from: 'skip', skip });
  return lines;
}

/**
 * Whether the conversation still waits for a click: the bot's latest turn (its messages since the
 * owner's last message that got an answer) holds a postback button, quick replies or a Notify Me.
 * Then the flow has not ended, even when the server waits for no typed answer.
 */
function choicePending(entries: readonly Entry[]): boolean {
  const last = entries.findLastIndex((entry) => entry.from === 'bot');
  if (last < 0) return false;
  const turn: Entry[] = [];
  for (let i = last; i >= 0 && entries[i]!.from !== 'owner'; i--) turn.push(entries[i]!);
  const clickable = (buttons: readonly { kind: string }[]) => buttons.some((button) => button.kind === 'postback');
  return turn.some((entry) => {
    if (entry.from !== 'bot') return false;
    const rendered = entry.message.rendered;
    switch (rendered.kind) {
      case 'buttons':
        return clickable(rendered.buttons);
      case 'carousel':
        return rendered.cards.some((card) => clickable(card.buttons));
      case 'quickReplies':
      case 'otnRequest':
        return true;
      default:
        return false;
    }
  });
}

interface SimulatorPaneProps {
  flowId: number;
  channelLabel: string;
  /** Saves the draft first, so the simulator runs what is on screen; false stops the send. */
  beforeSend(): Promise<boolean>;
  /** Shows a step on the canvas (a message the channel cannot show names its step). */
  onShowStep(nodeId: string): void;
}

/**
 * Try the draft before publishing: the server runs it on the real runtime as a test
 * subscriber of the flow's channel, with that channel's capabilities, and this pane shows
 * what the subscriber would get. Reset starts the conversation over.
 */
export function SimulatorPane({ flowId, channelLabel, beforeSend, onShowStep }: SimulatorPaneProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const headingId = useId();
  const inputId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [state, setState] = useState<SimulatorReply['state'] | null>(null);
  const reset = useRef(true);
  const sequence = useRef(0);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries]);

  const add = (...more: Line[]) => setEntries((list) => [...list, ...more.map((line) => ({ ...line, id: ++sequence.current }))]);

  const send = async (event: SimulatorEvent, shown: string) => {
    if (sending) return;
    setSending(true);
    add({ from: 'owner', text: shown });
    try {
      if (!(await beforeSend())) {
        add({ from: 'error', text: t('flowBuilder.simulator.notSaved') });
        return;
      }
      const reply = await host.request<SimulatorReply>('POST', flowPaths.simulator(flowId), { reset: reset.current, event });
      reset.current = false;
      setState(reply.state);
      if (reply.messages.length === 0 && !reply.skipped?.length) add({ from: 'error', text: t('flowBuilder.simulator.noReply') });
      else add(...replyLines(reply));
    } catch (error) {
      add({ from: 'error', text: errorMessage(error, t('flowBuilder.simulator.failed')) });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setText('');
    void send({ kind: 'message', text: typed }, typed);
  };

  const restart = () => {
    reset.current = true;
    setEntries([]);
    setState(null);
  };

  const lastBot = [...entries].reverse().find((entry) => entry.from === 'bot')?.id;
  const variables = state ? Object.entries(state.variables) : [];
  return (
    <section className="fb-side-section fb-sim" aria-labelledby={headingId}>
      <header className="fb-side-head">
        <i className="pi pi-comments" aria-hidden="true" />
        <h2 id={headingId}>{t('flowBuilder.simulator.title')}</h2>
        <span className="fb-side-tools">
          <Button type="button" size="small" text icon="pi pi-refresh" label={t('flowBuilder.simulator.reset')} onClick={restart} disabled={sending} />
        </span>
      </header>
      <p className="fb-field-hint">{t('flowBuilder.simulator.intro', { channel: channelLabel })}</p>
      <div className="fb-sim-log" ref={log} role="log" aria-live="polite" aria-label={t('flowBuilder.simulator.conversation')}>
        {entries.map((entry) =>
          entry.from === 'owner' ? (
            <p key={entry.id} className="fb-sim-owner">
              {entry.text}
            </p>
          ) : entry.from === 'bot' ? (
            <SimulatorMessageView
              key={entry.id}
              message={entry.message}
              latest={entry.id === lastBot}
              onEvent={(e, shown) => void send(e, shown)}
              onShowStep={onShowStep}
            />
          ) : entry.from === 'skip' ? (
            <p key={entry.id} className="fb-sim-skip" role="note">
              <i className={entry.skip.kind === 'time' ? 'pi pi-clock' : 'pi pi-user'} aria-hidden="true" />{' '}
              {t(`flowBuilder.simulator.skipped.${entry.skip.kind}`, { until: new Date(entry.skip.until).toLocaleString(i18n.language) })}
            </p>
          ) : (
            <p key={entry.id} className="fb-sim-error" role="alert">
              {entry.text}
            </p>
          ),
        )}
      </div>
      {state ? (
        <div className="fb-sim-state small">
          <p>
            {t(`flowBuilder.simulator.waiting.${state.waitingFor === 'input' ? 'input' : choicePending(entries) ? 'choice' : (state.waitingFor ?? 'none')}`)}
          </p>
          {state.tags.length ? <p>{t('flowBuilder.simulator.tags', { tags: state.tags.join(', ') })}</p> : null}
          {variables.length ? (
            <p>{t('flowBuilder.simulator.variables', { variables: variables.map(([name, value]) => `${name} = ${value}`).join(', ') })}</p>
          ) : null}
        </div>
      ) : null}
      <form className="fb-sim-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {t('flowBuilder.simulator.message')}
        </label>
        <InputText
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('flowBuilder.simulator.placeholder')}
          disabled={sending}
          autoComplete="off"
        />
        <Button type="submit" icon="pi pi-send" aria-label={t('flowBuilder.simulator.send')} loading={sending} disabled={!text.trim()} />
      </form>
    </section>
  );
}
