import { z } from 'zod';
import { groupSortFields } from './books.ts';
import { pageOf, pageQuery, requiredName, searchText, sortQuery } from './fields.ts';

export const tagListQuery = z.object({ search: searchText, ...sortQuery(groupSortFields, 'name', 'asc'), ...pageQuery });
export type TagListQuery = z.output<typeof tagListQuery>;

/** `;` and `|` separate tags in a CSV file's tags column, so a name holding one could never be imported. */
export const tagName = requiredName('tag name').refine((name) => !/[;|]/.test(name), 'A tag name cannot contain ; or | (they separate tags in CSV files).');

export const tagBody = z.strictObject({ groupName: tagName });
export type TagBody = z.output<typeof tagBody>;

export const tagView = z.object({ id: z.number().int(), groupName: z.string(), contactCount: z.number().int(), createdAt: z.string() });
export type TagView = z.output<typeof tagView>;

export const tagPage = pageOf(tagView);
