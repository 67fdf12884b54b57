/** Shapes of the core API's JSON bodies, as the web client uses them. */
import type { AccessGrant } from '../../../sdk/src/access/accessGrant.ts';
import type { MenuAudience } from '../../../sdk/src/plugin/manifest.ts';
export type { FeatureUsage, PackageSummary } from '../../../sdk/src/access/packageFeatures.ts';

export type UserType = 'Admin' | 'Member';
export type Id = string | number;

export interface User {
  id: Id;
  name: string;
  email: string;
  userType: UserType;
  accountId: Id;
  brandId: Id;
  /** Whether the user owns their account (older servers may leave it out). */
  isOwner?: boolean;
  accessType?: 'owner' | 'team_member' | 'client_user';
  /** What the user may do, as the server resolved it; decided with the SDK's `allows`. */
  access?: AccessGrant;
  /** The account's package ran out (spec 4.1: such users are sent to Pricing). */
  expired?: boolean;
  /** Who brought the account (spec 1, 3.1 referred_by); the menu depends on it (spec 1, 2.4). */
  referredBy?: number | null;
  /** Signed in with a reseller's master password. */
  proxy?: boolean;
}

export interface UserResponse {
  user: User;
}

export interface AuthProviders {
  google: boolean;
  facebook: boolean;
  /** `smtp`: mails go out; `mailbox`: no SMTP is set, so mails are kept in the local mailbox admins read. */
  mailDelivery: 'smtp' | 'mailbox';
  setupRequired: boolean;
}

export interface OkResponse {
  ok: true;
}

export interface ForgotPasswordResponse {
  sent: true;
}

export interface ResetTokenInfo {
  email: string;
  /** `invitation`: the user chooses a first password; `reset`: a new one. */
  purpose: 'invitation' | 'reset';
}

export interface SetupStatus {
  required: boolean;
}

/** A side-menu entry of a plugin (the manifest's `MenuItem`); names are i18n keys in the plugin's namespace or plain text. */
export interface PluginMenuItem {
  header?: string;
  name: string;
  url: string;
  /** An https address outside the dashboard, opened in a new tab. */
  external?: boolean;
  hiddenFor?: MenuAudience[];
  slug: string;
  icon: string;
  tag?: string;
  submenu?: PluginMenuItem[];
}

export interface PluginWebRoute {
  path: string;
  name: string;
  slug: string;
  /** After Home: section, then page. */
  breadcrumbs: string[];
}

export interface PluginPanel {
  id: string;
  title: string;
  slug: string;
}

export interface PluginWebInfo {
  /** URL of the plugin's built ES module. */
  entry: string;
  /** Locales the plugin ships, en-US first. */
  locales: string[];
  menu: PluginMenuItem[];
  routes: PluginWebRoute[];
  widgets: PluginPanel[];
  settingsPanels: PluginPanel[];
}

export interface PluginInfo {
  id: string;
  name: string;
  version: string;
  web: PluginWebInfo | null;
}

/** The request's brand as `GET /api/plugins` names it. */
export interface BrandInfo {
  id: Id;
  name: string;
  shortName: string;
  whitelabel?: boolean;
  logoUrl?: string | null;
  theme?: string;
  siteTitle?: string | null;
  /** The brand's wording of en-US keys (dot paths). */
  texts?: Record<string, string>;
}

export interface PluginsResponse {
  /** Older servers leave it out. */
  brand?: BrandInfo;
  plugins: PluginInfo[];
}
