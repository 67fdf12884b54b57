import { z } from 'zod';
import { pageOf, pageQuery, requiredName, searchText, sortQuery } from './fields.ts';

export const groupSortFields = ['name', 'createdAt', 'contactCount'] as const;

export const bookListQuery = z.object({ search: searchText, ...sortQuery(groupSortFields, 'name', 'asc'), ...pageQuery });
export type BookListQuery = z.output<typeof bookListQuery>;

export const bookBody = z.strictObject({ name: requiredName('contact book name') });
export type BookBody = z.output<typeof bookBody>;

export const bookView = z.object({ id: z.number().int(), name: z.string(), contactCount: z.number().int(), createdAt: z.string() });
export type BookView = z.output<typeof bookView>;

export const bookPage = pageOf(bookView);
