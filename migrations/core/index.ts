import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122000001_identity } from './Migration20261122000001_identity.ts';
import { Migration20261122000002_brand_plugins } from './Migration20261122000002_brand_plugins.ts';
import { Migration20261122000003_access_packages_usage } from './Migration20261122000003_access_packages_usage.ts';
import { Migration20261122000004_account_settings } from './Migration20261122000004_account_settings.ts';
import { Migration20261122000005_whitelabel } from './Migration20261122000005_whitelabel.ts';
import { Migration20261122000006_admin } from './Migration20261122000006_admin.ts';
import { Migration20261122000007_one_default_package } from './Migration20261122000007_one_default_package.ts';
import { Migration20261122000008_referral_and_proxy } from './Migration20261122000008_referral_and_proxy.ts';
import { Migration20261122000009_flows } from './Migration20261122000009_flows.ts';
import { Migration20261122000010_flow_sharing } from './Migration20261122000010_flow_sharing.ts';
import { Migration20261122000011_flow_runtime } from './Migration20261122000011_flow_runtime.ts';
import { Migration20261122000012_audience } from './Migration20261122000012_audience.ts';
import { Migration20261122000013_local_mailbox } from './Migration20261122000013_local_mailbox.ts';
import { Migration20261122000014_link_purpose } from './Migration20261122000014_link_purpose.ts';
import { Migration20261122000015_subscriber_fields } from './Migration20261122000015_subscriber_fields.ts';
import { Migration20261122000016_subscriber_history } from './Migration20261122000016_subscriber_history.ts';
import { Migration20261122000017_cache_notifications } from './Migration20261122000017_cache_notifications.ts';
import { Migration20261122000018_api_token_cache_notifications } from './Migration20261122000018_api_token_cache_notifications.ts';
import { Migration20261122000019_send_rate_buckets } from './Migration20261122000019_send_rate_buckets.ts';
import { Migration20261122000020_runtime_cache_notifications } from './Migration20261122000020_runtime_cache_notifications.ts';
import { Migration20261122000021_files } from './Migration20261122000021_files.ts';
import { Migration20261122000022_attempt_counters } from './Migration20261122000022_attempt_counters.ts';
import { Migration20261122000023_integrations } from './Migration20261122000023_integrations.ts';
import { Migration20261122000024_failed_sends } from './Migration20261122000024_failed_sends.ts';
import { Migration20261122000025_brand_plugin_settings } from './Migration20261122000025_brand_plugin_settings.ts';

/** The core's migrations in the order they run; plugins' migrations run after these. */
export const coreMigrations: Constructor<Migration>[] = [
  Migration20261122000001_identity,
  Migration20261122000002_brand_plugins,
  Migration20261122000003_access_packages_usage,
  Migration20261122000004_account_settings,
  Migration20261122000005_whitelabel,
  Migration20261122000006_admin,
  Migration20261122000007_one_default_package,
  Migration20261122000008_referral_and_proxy,
  Migration20261122000009_flows,
  Migration20261122000010_flow_sharing,
  Migration20261122000011_flow_runtime,
  Migration20261122000012_audience,
  Migration20261122000013_local_mailbox,
  Migration20261122000014_link_purpose,
  Migration20261122000015_subscriber_fields,
  Migration20261122000016_subscriber_history,
  Migration20261122000017_cache_notifications,
  Migration20261122000018_api_token_cache_notifications,
  Migration20261122000019_send_rate_buckets,
  Migration20261122000020_runtime_cache_notifications,
  Migration20261122000021_files,
  Migration20261122000022_attempt_counters,
  Migration20261122000023_integrations,
  Migration20261122000024_failed_sends,
  Migration20261122000025_brand_plugin_settings,
];
