import type {
  AuditLogItem,
  BrandListItem,
  BrandPluginSettingsBody,
  BrandPluginSettingsResponse,
  BrandPluginsResponse,
  BrandSettingField,
  BrandSettingsInput,
  BrandSettingsView,
  OwnBrandResponse,
  VerifyDomainResponse,
} from '@chatmill/sdk/contracts';
import type { HostServices } from '../../../../sdk/src/web/host.ts';

/**
 * The white-label API as this screen calls it. The types come from the server's own zod
 * schemas (type-only imports: no zod and no server code reach the bundle), so a change of the
 * API's shape fails the web type check instead of the screen.
 */
export type { AuditLogItem, BrandListItem, BrandSettingsView, OwnBrandResponse, VerifyDomainResponse };
export type BrandSettingsBody = BrandSettingsInput;
export type BrandPlugin = BrandPluginsResponse['items'][number];
export type { BrandSettingField };
/** A setting's value as the API takes it. */
export type SettingValue = NonNullable<BrandSettingField['value']>;

export const whitelabelPaths = {
  brand: '/api/whitelabel/brand',
  verify: '/api/whitelabel/brand/verify-domain',
  plugins: '/api/whitelabel/brand/plugins',
  pluginSettings: (pluginId: string) => `/api/whitelabel/brand/plugins/${encodeURIComponent(pluginId)}/settings`,
  brands: '/api/whitelabel/brands',
  auditLog: '/api/whitelabel/audit-log',
  /** The core's plugin switch; `brandId` names the reseller's brand (the request's is the platform's). */
  plugin: (pluginId: string) => `/api/plugins/${encodeURIComponent(pluginId)}`,
} as const;

type Request = HostServices['request'];

export function whitelabelApi(request: Request) {
  return {
    own: () => request<OwnBrandResponse>('GET', whitelabelPaths.brand),
    save: (body: BrandSettingsBody) => request<BrandSettingsView>('PUT', whitelabelPaths.brand, body),
    verify: () => request<VerifyDomainResponse>('POST', whitelabelPaths.verify),
    plugins: () => request<BrandPluginsResponse>('GET', whitelabelPaths.plugins),
    pluginSettings: (pluginId: string) => request<BrandPluginSettingsResponse>('GET', whitelabelPaths.pluginSettings(pluginId)),
    savePluginSettings: (pluginId: string, body: BrandPluginSettingsBody) =>
      request<BrandPluginSettingsResponse>('PUT', whitelabelPaths.pluginSettings(pluginId), body),
    switchPlugin: (pluginId: string, brandId: number, enabled: boolean) =>
      request<{ id: string; enabled: boolean }>('PUT', whitelabelPaths.plugin(pluginId), { enabled, brandId }),
  };
}

export type WhitelabelApi = ReturnType<typeof whitelabelApi>;
