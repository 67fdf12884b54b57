import { executePrepared, type PluginHomeStep } from '@chatmill/sdk';
import { permissionSlugs } from '../common/permissions.ts';

/**
 * "Import your contacts" on the owner's getting-started checklist: done once the account has a
 * contact, whether a CSV import or a hand brought it in.
 */
export const importContactsStep: PluginHomeStep = {
  id: 'importContacts',
  title: 'home.importContacts',
  url: '/contacts/contact-list',
  slug: permissionSlugs.contactList,
  async done(em, accountId) {
    const [row] = await executePrepared<{ found: boolean }[]>(
      em,
      `select exists (select 1 from "contacts_contact" where "account_id" = :accountId and "deleted_at" is null) as "found"`,
      { accountId },
    );
    return row?.found ?? false;
  },
};
