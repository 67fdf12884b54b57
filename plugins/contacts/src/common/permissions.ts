/** Permission slugs: one per screen, checked by the host before a route runs and by the menu. */
export const permissionSlugs = {
  contactList: 'contacts/contact-list',
  contactBooks: 'contacts/contact-books',
  contactTags: 'contacts/contact-tags',
} as const;

export type PermissionSlug = (typeof permissionSlugs)[keyof typeof permissionSlugs];

export const permissionNames: Record<PermissionSlug, string> = {
  [permissionSlugs.contactList]: 'Contact List',
  [permissionSlugs.contactBooks]: 'Contact Books',
  [permissionSlugs.contactTags]: 'Contact Tags',
};
