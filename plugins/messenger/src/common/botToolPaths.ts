/** The bot tools' screens, as spec 2, 2 names them (the persistent menu under bot-tools, the others at the root). */
export const botToolPaths = {
  persistentMenu: '/social-media-automations/bot-tools/persistent-menu',
  welcomeMessage: '/social-media-automations/welcome-message',
  iceBreakers: '/social-media-automations/ice-breakers',
  getStarted: '/social-media-automations/get-started',
} as const;
