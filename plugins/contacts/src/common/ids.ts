/** The plugin's id: its API lives under `/api/contacts` and its job queues are `contacts.<name>`. */
export const pluginId = 'contacts';

/** Ids this plugin adds to the feature-limit catalogue (spec 1, 3.8). */
export const featureIds = {
  emailContactListSize: 40,
} as const;

/** Background job names, without the `contacts.` prefix the host adds. */
export const jobNames = {
  import: 'import',
} as const;
