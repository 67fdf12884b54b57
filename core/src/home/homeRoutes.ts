import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { homeResponse } from '@chatmill/sdk/contracts';
import type { HomeService } from './homeService.ts';

/** The dashboard's home: everything "/" shows in one request. */
export function homeRoutes(home: HomeService): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/home',
      tag: 'Account',
      summary: "The signed-in account's home: channels, getting-started checklist, activity of the last 7 and 30 days, recent flows",
      description:
        'Counts are for the signed-in account only, by day in the server time zone: subscribers who first wrote, conversations begun, and messages both ways (failed sends left out). The series has one entry per day of the last 30, today last.',
      access: 'session',
      response: homeResponse,
      handler: async ({ em, user }) => home.home(em, user!),
    }),
  ];
}
