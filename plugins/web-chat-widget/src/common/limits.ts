/** Limits of widget accounts, shared by the form and the API. */
export const maxNameLength = 120;
export const maxTitleLength = 60;
export const maxTaglineLength = 120;
export const maxDomains = 20;
/** Longest wait before the chat opens by itself; 0 means it opens only when the visitor clicks. */
export const maxOpenDelaySeconds = 600;
/** Spec 2, 5: "widget favicon 500x500; widget logo 100x100". */
export const faviconSize = { width: 500, height: 500 } as const;
export const logoSize = { width: 100, height: 100 } as const;

export const defaultPageSize = 25;
export const maxPageSize = 100;

/** Messages a visitor gets back when the chat (re)connects. */
export const historySize = 50;

export const placements = ['right', 'left'] as const;
export type Placement = (typeof placements)[number];
export const embedModes = ['bubble', 'iframe'] as const;
export type EmbedMode = (typeof embedModes)[number];
