/** Permission slugs: one per screen of spec 2, 2 "Web chat widget", checked by the host and the menu. */
export const permissionSlugs = {
  accounts: 'web-chat-widget/accounts',
  accountsWrite: 'web-chat-widget/accounts/write',
  flowBuilder: 'web-chat-widget/flow-builder',
  flowBuilderCreate: 'web-chat-widget/flow-builder/create',
  subscribers: 'web-chat-widget/subscribers',
  liveChat: 'web-chat-widget/live-chat',
  defaults: 'web-chat-widget/defaults',
} as const;

export type PermissionSlug = (typeof permissionSlugs)[keyof typeof permissionSlugs];

export const permissionNames: Record<PermissionSlug, string> = {
  [permissionSlugs.accounts]: 'Web Chat Widget Accounts',
  [permissionSlugs.accountsWrite]: 'Web Chat Widget Account Editor',
  [permissionSlugs.flowBuilder]: 'Web Chat Widget Flow Builder',
  [permissionSlugs.flowBuilderCreate]: 'Web Chat Widget Flow Editor',
  [permissionSlugs.subscribers]: 'Web Chat Widget Subscribers',
  [permissionSlugs.liveChat]: 'Web Chat Widget Live Chat',
  [permissionSlugs.defaults]: 'Web Chat Widget Defaults',
};
