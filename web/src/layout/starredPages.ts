import { create } from 'zustand';
import type { Id } from '../api/types';
import { registerStateReset } from '../session/clientState';
import { readLocal, writeLocal } from '../session/storage';

/** Spec 9: starred pages limit 10. The 11th star pushes out the oldest. */
export const STARRED_PAGES_LIMIT = 10;

/** A starred page: its path and its name as an i18n key in a namespace (core or a plugin's). */
export interface StarredPage {
  path: string;
  ns: string;
  name: string;
}

interface StarredState {
  userId: Id | null;
  pages: StarredPage[];
  /** Reads the stars of the signed-in user (they are kept per user). */
  loadFor: (userId: Id) => void;
  toggle: (page: StarredPage) => void;
}

const key = (userId: Id) => `starredPages.${userId}`;

function isStarredPage(value: unknown): value is StarredPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return typeof page['path'] === 'string' && page['path'].startsWith('/') && typeof page['ns'] === 'string' && typeof page['name'] === 'string';
}

function read(userId: Id): StarredPage[] {
  try {
    const raw: unknown = JSON.parse(readLocal(key(userId)) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isStarredPage).slice(-STARRED_PAGES_LIMIT) : [];
  } catch {
    return [];
  }
}

export const useStarredPages = create<StarredState>()((set, get) => ({
  userId: null,
  pages: [],

  loadFor: (userId) => {
    if (get().userId === userId) return;
    set({ userId, pages: read(userId) });
  },

  toggle: (page) => {
    const { userId, pages } = get();
    if (userId === null) return;
    const starred = pages.some((entry) => entry.path === page.path);
    const next = starred ? pages.filter((entry) => entry.path !== page.path) : [...pages, page].slice(-STARRED_PAGES_LIMIT);
    set({ pages: next });
    writeLocal(key(userId), JSON.stringify(next));
  },
}));

registerStateReset(() => useStarredPages.setState({ userId: null, pages: [] }));
