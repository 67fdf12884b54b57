/** Contact statuses (spec 3, statuses). Transitions are not specified, so any status may follow any. */
export const contactStatuses = ['Active', 'Unsubscribed', 'Good', 'Bounced', 'Complaint'] as const;

export type ContactStatus = (typeof contactStatuses)[number];

export const defaultContactStatus: ContactStatus = 'Active';

/** Finds a status whatever its case ('active' from a spreadsheet is 'Active'); null when it is none. */
export function parseContactStatus(value: string): ContactStatus | null {
  const wanted = value.trim().toLowerCase();
  return contactStatuses.find((status) => status.toLowerCase() === wanted) ?? null;
}

export const contactStatusList = contactStatuses.join(', ');
