/** What the fake Graph API's Send API checks of a message, as Meta's Send API reference limits it. */

/** What the Send API refuses in a message's shape (Send API reference: its limits). */
export function messageProblem(message: Record<string, unknown> | undefined): string | null {
  if (!message || typeof message !== 'object') return 'param message must be non-empty.';
  if ('text' in message) {
    if (typeof message['text'] !== 'string' || message['text'].length === 0 || message['text'].length > 2000)
      return 'Length of param message[text] must be less than or equal to 2000';
    const replies = message['quick_replies'];
    if (replies !== undefined && (!Array.isArray(replies) || replies.length > 13)) return 'param message[quick_replies] must have at most 13 elements';
    return null;
  }
  const attachment = message['attachment'] as { type?: string; payload?: Record<string, unknown> } | undefined;
  if (!attachment?.type || !attachment.payload) return 'param message must have text or attachment';
  if (attachment.type !== 'template') return typeof attachment.payload['url'] === 'string' ? null : 'param message[attachment][payload][url] is required';
  const payload = attachment.payload;
  switch (payload['template_type']) {
    case 'button': {
      const buttons = payload['buttons'];
      return Array.isArray(buttons) && buttons.length >= 1 && buttons.length <= 3
        ? null
        : 'param message[attachment][payload][buttons] must have 1 to 3 elements';
    }
    case 'generic': {
      const elements = payload['elements'];
      return Array.isArray(elements) && elements.length >= 1 && elements.length <= 10
        ? null
        : 'param message[attachment][payload][elements] must have 1 to 10 elements';
    }
    case 'media':
      return Array.isArray(payload['elements']) && payload['elements'].length === 1 ? null : 'param message[attachment][payload][elements] must have 1 element';
    default:
      return 'Invalid template type';
  }
}
