/** The plugin's id: its API lives under `/api/web-chat-widget`, its web files under `/plugins/web-chat-widget/`. */
export const pluginId = 'web-chat-widget';

/**
 * Ids this plugin adds to the feature-limit catalogue (spec 1, 3.8: "web chat widget accounts
 * and flows"). The core uses 15, 30 and 31, the Contacts plugin 40.
 */
export const featureIds = {
  widgetAccounts: 60,
  widgetFlows: 61,
} as const;

/** The flow channel this plugin runs (sdk `FlowChannel`). */
export const widgetChannel = 'widget';

/** Paths of the public script and socket, under `/api/web-chat-widget`. */
export const publicPaths = {
  script: '/widget.js',
  socket: '/socket',
} as const;
