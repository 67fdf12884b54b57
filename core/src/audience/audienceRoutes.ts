import { z } from 'zod';
import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { tagCatalogue } from './tagCatalogue.ts';

const tagOption = z.object({ id: z.number().int(), groupName: z.string() });

/**
 * The account's tag catalogue for pickers (the flow editor's tag fields). Any signed-in user of
 * the account may read it: someone who may edit flows but not contacts still picks tags.
 * Contacts manages the tags themselves (/api/contacts/tags).
 */
export function audienceRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/audience/tags',
      tag: 'Audience',
      summary: "Every tag of the account's catalogue, by name (shared by flows and contacts)",
      access: 'session',
      response: z.array(tagOption),
      handler: async ({ em, user }) => tagCatalogue.list(em, user!.accountId),
    }),
  ];
}
