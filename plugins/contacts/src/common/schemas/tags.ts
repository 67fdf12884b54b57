import { z } from 'zod';
import { hasTagSeparator, tagSeparatorMessage } from '@chatmill/sdk';
import { groupSortFields } from './books.ts';
import { pageOf, pageQuery, requiredName, searchText, sortQuery } from './fields.ts';

export const tagListQuery = z.object({ search: searchText, ...sortQuery(groupSortFields, 'name', 'asc'), ...pageQuery });
export type TagListQuery = z.output<typeof tagListQuery>;

/** The catalogue's rule for every tag name (the SDK's, shared with flows). */
export const tagName = requiredName('tag name').refine((name) => !hasTagSeparator(name), tagSeparatorMessage);

export const tagBody = z.strictObject({ groupName: tagName });
export type TagBody = z.output<typeof tagBody>;

export const tagView = z.object({ id: z.number().int(), groupName: z.string(), contactCount: z.number().int(), createdAt: z.string() });
export type TagView = z.output<typeof tagView>;

export const tagPage = pageOf(tagView);
