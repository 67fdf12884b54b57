/** Permission slugs: one per screen of spec 2, 2 "Messenger, Facebook and Instagram", checked by the host and the menu. */
export const permissionSlugs = {
  dashboard: 'social-media-automations',
  facebookAccounts: 'social-media-automations/facebook-accounts',
  build: 'social-media-automations/build',
  liveChat: 'social-media-automations/live-chat',
} as const;

export type PermissionSlug = (typeof permissionSlugs)[keyof typeof permissionSlugs];

export const permissionNames: Record<PermissionSlug, string> = {
  [permissionSlugs.dashboard]: 'Messenger Dashboard',
  [permissionSlugs.facebookAccounts]: 'Facebook Accounts',
  [permissionSlugs.build]: 'Messenger Flow Builder',
  [permissionSlugs.liveChat]: 'Messenger Live Chat',
};
