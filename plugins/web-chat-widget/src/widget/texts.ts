/** The script's own words (the widget's title and tagline come from its account). */
export const texts = {
  open: 'Open chat',
  close: 'Close chat',
  message: 'Message',
  placeholder: 'Type a message…',
  send: 'Send',
  conversation: 'Conversation',
  quickReplies: 'Quick replies',
  reconnecting: 'Reconnecting…',
  file: 'Open file',
  unread: (n: number) => `${n} new message${n === 1 ? '' : 's'}`,
} as const;
