import type { WidgetLook, WireMessage } from '../common/protocol.ts';
import { h } from './dom.ts';
import { drawMessage } from './drawMessage.ts';
import { launcherIcon } from './launcherIcon.ts';
import { css } from './styles.ts';
import type { Words } from './texts.ts';

export interface ViewActions {
  say(text: string): void;
  postback(payload: string, title: string): void;
  quickReply(payload: string, text: string): void;
  /** The visitor opened the chat (bubble) or saw it (iframe). */
  opened(): void;
  /** The visitor has seen messages up to this id. */
  read(upTo: number): void;
}

/**
 * The chat on the page. Bubble mode: a launcher button and a panel, in a shadow root so the
 * site's CSS and ours leave each other alone. Iframe mode: the panel alone, always open, in a
 * frame the script made where the snippet stands. Accessible: the transcript is a live region,
 * every control has a name, Escape closes the panel and focus returns to the launcher.
 */
export class ChatView {
  readonly #doc: Document;
  readonly #actions: ViewActions;
  readonly #inline: boolean;
  readonly #words: Words;
  readonly #panel: HTMLElement;
  readonly #log: HTMLElement;
  readonly #status: HTMLElement;
  readonly #input: HTMLInputElement;
  readonly #launcher: HTMLButtonElement | null = null;
  readonly #badge: HTMLElement | null = null;
  #messages: WireMessage[] = [];
  /** The element of each message on screen, by its id (or the id the script gave a message it sent). */
  readonly #shown = new Map<string, HTMLElement>();
  #replies: HTMLElement | null = null;
  #repliesFor: string | null = null;
  #unread = 0;
  #readUpTo = 0;
  #openedOnce = false;

  constructor(root: ShadowRoot | HTMLElement, look: WidgetLook, words: Words, inline: boolean, actions: ViewActions) {
    this.#doc = root.ownerDocument ?? document;
    this.#actions = actions;
    this.#inline = inline;
    this.#words = words;
    const doc = this.#doc;
    // Mirrored for a right-to-left language; the corner of the page stays the owner's choice (cm-left/cm-right).
    const base = h(doc, 'div', { class: 'cm-root', lang: words.locale, dir: words.dir });
    base.style.setProperty('--p', look.primaryColor);
    base.style.setProperty('--t', look.textColor);
    root.append(h(doc, 'style', {}, css), base);

    const panelId = 'cm-panel';
    this.#log = h(doc, 'ol', { class: 'cm-log', role: 'log', 'aria-live': 'polite', 'aria-label': words.text('conversation') });
    this.#status = h(doc, 'div', { class: 'cm-status', role: 'status', hidden: '' });
    this.#input = h(doc, 'input', {
      class: 'cm-input',
      id: 'cm-input',
      type: 'text',
      dir: 'auto',
      maxlength: '2000',
      autocomplete: 'off',
      placeholder: words.text('placeholder'),
    });
    const form = h(
      doc,
      'form',
      { class: 'cm-form' },
      h(doc, 'label', { class: 'cm-sr', for: 'cm-input' }, words.text('message')),
      this.#input,
      h(doc, 'button', { class: 'cm-send', type: 'submit' }, words.text('send')),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = this.#input.value.trim();
      if (!text) return;
      this.#input.value = '';
      actions.say(text);
    });
    const close = inline ? null : h(doc, 'button', { class: 'cm-x', type: 'button', 'aria-label': words.text('close') }, '×');
    close?.addEventListener('click', () => this.close());
    const head = h(
      doc,
      'div',
      { class: 'cm-head' },
      look.logoUrl ? h(doc, 'img', { src: look.logoUrl, alt: '' }) : null,
      h(doc, 'div', {}, h(doc, 'h2', { id: 'cm-title' }, look.title), look.tagline ? h(doc, 'p', {}, look.tagline) : null),
      close,
    );
    this.#panel = h(
      doc,
      'section',
      { class: `cm-panel cm-${look.placement}${inline ? ' cm-inline' : ''}`, id: panelId, role: inline ? 'region' : 'dialog', 'aria-labelledby': 'cm-title' },
      head,
      this.#status,
      this.#log,
      form,
    );
    this.#panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !inline) this.close();
    });

    if (inline) {
      base.append(this.#panel);
      this.#markOpened();
      return;
    }
    this.#panel.hidden = true;
    this.#badge = h(doc, 'span', { class: 'cm-badge', hidden: '' });
    this.#launcher = h(
      doc,
      'button',
      { class: `cm-launch cm-${look.placement}`, type: 'button', 'aria-label': words.text('open'), 'aria-expanded': 'false', 'aria-controls': panelId },
      launcherIcon(doc),
      this.#badge,
    );
    this.#launcher.addEventListener('click', () => (this.#panel.hidden ? this.open() : this.close()));
    base.append(this.#panel, this.#launcher);
  }

  get isOpen(): boolean {
    return !this.#panel.hidden;
  }

  open(): void {
    this.#panel.hidden = false;
    this.#launcher?.setAttribute('aria-expanded', 'true');
    this.#setUnread(0);
    this.#markOpened();
    this.#scrollDown();
    this.#reportRead();
    this.#input.focus();
  }

  close(): void {
    this.#panel.hidden = true;
    this.#launcher?.setAttribute('aria-expanded', 'false');
    this.#launcher?.focus();
  }

  /** The transcript as the server has it (on every (re)connection). */
  setHistory(messages: readonly WireMessage[]): void {
    const pending = this.#messages.filter((m) => m.id < 0);
    this.#messages = [...messages];
    for (const m of pending) if (!messages.some((s) => s.clientId === m.clientId)) this.#messages.push(m);
    this.#redraw();
  }

  addMessages(messages: readonly WireMessage[]): void {
    let botCount = 0;
    for (const message of messages) {
      if (this.#messages.some((m) => m.id === message.id)) continue;
      const pending = message.clientId ? this.#messages.findIndex((m) => m.clientId === message.clientId) : -1;
      if (pending >= 0) this.#messages.splice(pending, 1);
      this.#messages.push(message);
      if (message.from === 'bot') botCount += 1;
    }
    this.#messages.sort((a, b) => (a.id < 0 ? Infinity : a.id) - (b.id < 0 ? Infinity : b.id));
    this.#redraw();
    if (!this.isOpen && botCount) this.#setUnread(this.#unread + botCount);
  }

  /** What the visitor just sent, shown at once and replaced when the server's copy comes back. */
  addPending(clientId: string, text: string): void {
    this.#messages.push({ id: -Date.now(), from: 'visitor', at: new Date().toISOString(), body: { kind: 'visitor', text }, clientId });
    this.#redraw();
  }

  setOnline(online: boolean): void {
    this.#status.hidden = online;
    this.#status.textContent = online ? '' : this.#words.text('reconnecting');
  }

  /**
   * Brings the transcript on screen up to date without redrawing what is there: the log is a
   * live region, and a screen reader reads what is added, so only new messages may be added.
   * A pending message keeps its element when the server's copy replaces it.
   */
  #redraw(): void {
    const root = this.#log.getRootNode() as Document | ShadowRoot;
    const hadFocus = root.activeElement !== null && this.#log.contains(root.activeElement);
    const actions = { words: this.#words, postback: (payload: string, title: string) => this.#actions.postback(payload, title) };
    const shown = new Set<string>();
    let previous: HTMLElement | null = null;
    for (const message of this.#messages) {
      const key = message.clientId ? `c${message.clientId}` : `i${message.id}`;
      let el = this.#shown.get(key);
      if (!el) this.#shown.set(key, (el = drawMessage(this.#doc, message, actions)));
      el.classList.toggle('cm-pending', message.id < 0);
      shown.add(key);
      if ((previous ? previous.nextElementSibling : this.#log.firstElementChild) !== el) {
        if (previous) previous.after(el);
        else this.#log.prepend(el);
      }
      previous = el;
    }
    for (const [key, el] of this.#shown) {
      if (shown.has(key)) continue;
      el.remove();
      this.#shown.delete(key);
    }
    // Quick replies belong to the last message only: once the visitor answers, they go.
    const last = this.#messages.at(-1);
    const repliesFor = last?.body.kind === 'quickReplies' ? `i${last.id}` : null;
    if (repliesFor !== this.#repliesFor) {
      this.#replies?.remove();
      this.#replies = null;
      this.#repliesFor = repliesFor;
      if (last?.body.kind === 'quickReplies' && previous) {
        const group = h(this.#doc, 'div', { class: 'cm-buttons', role: 'group', 'aria-label': this.#words.text('quickReplies') });
        for (const reply of last.body.replies) {
          const button = h(this.#doc, 'button', { type: 'button', class: 'cm-button' }, reply.title);
          button.addEventListener('click', () => this.#actions.quickReply(reply.payload, reply.title));
          group.append(button);
        }
        previous.append(group);
        this.#replies = group;
      }
    }
    // A click that removed its own button leaves keyboard users in the chat (on the input), not on the page.
    if (hadFocus && !this.#log.contains(root.activeElement)) this.#input.focus();
    this.#scrollDown();
    this.#reportRead();
  }

  #markOpened(): void {
    if (this.#openedOnce) return;
    this.#openedOnce = true;
    this.#actions.opened();
  }

  #reportRead(): void {
    if (!this.isOpen || this.#doc.visibilityState === 'hidden') return;
    const upTo = Math.max(0, ...this.#messages.filter((m) => m.from === 'bot').map((m) => m.id));
    if (upTo > this.#readUpTo) {
      this.#readUpTo = upTo;
      this.#actions.read(upTo);
    }
  }

  #setUnread(count: number): void {
    this.#unread = count;
    if (!this.#badge || !this.#launcher) return;
    this.#badge.hidden = count === 0;
    this.#badge.textContent = String(count);
    const open = this.#words.text('open');
    this.#launcher.setAttribute('aria-label', count ? `${open} (${this.#words.count('unread', count)})` : open);
  }

  #scrollDown(): void {
    this.#log.scrollTop = this.#log.scrollHeight;
  }
}
