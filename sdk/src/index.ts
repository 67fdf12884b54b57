export { sdkVersion } from './version.ts';
/** The SDK's zod, so a plugin's schemas and the host's are one zod. */
export { z } from 'zod';
export { AppError, errorCodes, isApiErrorBody } from './http/errors.ts';
export type { ApiErrorBody, ErrorCode, FieldErrors } from './http/errors.ts';
export { defineRoute } from './http/route.ts';
export { defineContract } from './http/contract.ts';
export type { AnyRouteContract, ContractInput, ContractResponse, ContractUrlInput, RouteContract } from './http/contract.ts';
export type {
  AnyRoute,
  CookieOptions,
  HttpMethod,
  HttpPort,
  RequestBrand,
  RequestUser,
  RouteAccess,
  RouteContext,
  RouteDefinition,
  ServiceResolver,
} from './http/route.ts';
export { definePlugin, isServerPlugin, PluginManifestError } from './plugin/definePlugin.ts';
export type { PluginDefinition, PluginRegisterContext, PluginServerParts, PluginStartContext, ServerPlugin } from './plugin/definePlugin.ts';
export { manifestSchema } from './plugin/manifest.ts';
export { audiencesHiddenFrom, shownToViewer, viewerAudiences, type MenuViewer } from './plugin/menuVisibility.ts';
export type { FeatureDefinition, MenuAudience, MenuItem, PermissionAction, PermissionDefinition, PluginManifest, WebPanel, WebRoute } from './plugin/manifest.ts';
export { defineJob } from './jobs.ts';
export type { UsagePort } from './usage.ts';
export type { JobContext, JobDefinition, JobsPort, JobUsagePort } from './jobs.ts';
export { defineEntity, p, Migration } from './db.ts';
export type { EntityManager, EntitySchema, InferEntity } from './db.ts';
export { allows, intersectGrants } from './access/accessGrant.ts';
export { packageFeature, permissionEntry } from './access/schemas.ts';
export type { AccessGrant, PermissionEntry } from './access/accessGrant.ts';
export { featureNotInPackageMessage, limitReached, limitReachedMessage } from './access/packageFeatures.ts';
export type { FeatureUsage, PackageFeature, PackageSummary } from './access/packageFeatures.ts';
export { currencies, currencyCodes, isCurrencyCode } from './catalogues/currencies.ts';
export type { Currency } from './catalogues/currencies.ts';
export { isPackageTier, packageTiers } from './catalogues/packageTiers.ts';
export type { PackageTier } from './catalogues/packageTiers.ts';
