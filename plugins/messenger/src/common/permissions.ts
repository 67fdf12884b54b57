/** Permission slugs: one per screen of spec 2, 2 "Messenger, Facebook and Instagram", checked by the host and the menu. */
export const permissionSlugs = {
  dashboard: 'social-media-automations',
  facebookAccounts: 'social-media-automations/facebook-accounts',
  build: 'social-media-automations/build',
  liveChat: 'social-media-automations/live-chat',
  subscribers: 'social-media-automations/subscribers',
  defaults: 'social-media-automations/defaults',
  persistentMenu: 'social-media-automations/bot-tools/persistent-menu',
  welcomeMessage: 'social-media-automations/bot-tools/welcome-message',
  iceBreakers: 'social-media-automations/bot-tools/ice-breakers',
  getStarted: 'social-media-automations/bot-tools/get-started',
  commentReply: 'social-media-automations/comment-reply',
} as const;

export type PermissionSlug = (typeof permissionSlugs)[keyof typeof permissionSlugs];

export const permissionNames: Record<PermissionSlug, string> = {
  [permissionSlugs.dashboard]: 'Messenger Dashboard',
  [permissionSlugs.facebookAccounts]: 'Facebook Accounts',
  [permissionSlugs.build]: 'Messenger Flow Builder',
  [permissionSlugs.liveChat]: 'Messenger Live Chat',
  [permissionSlugs.subscribers]: 'Messenger Subscribers',
  [permissionSlugs.defaults]: 'Messenger Defaults',
  [permissionSlugs.persistentMenu]: 'Persistent Menu',
  [permissionSlugs.welcomeMessage]: 'Welcome Message',
  [permissionSlugs.iceBreakers]: 'Ice Breakers',
  [permissionSlugs.getStarted]: 'Get Started',
  [permissionSlugs.commentReply]: 'Comment Auto-Reply',
};
