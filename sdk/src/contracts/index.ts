/**
 * `@chatmill/sdk/contracts`: the request and answer shapes of the core's own HTTP API (zod
 * schemas and their types), shared by the core's routes, the dashboard shell and any client of
 * the API. The shell imports types from here and nothing of the core; the whitelabel domain
 * rules, which its forms run, have an entry of their own (`@chatmill/sdk/contracts/domainRules`)
 * so that no schema reaches its bundle.
 */
export * from './fields.ts';
export * from './pagedList.ts';
export * from './admin/reportSchemas.ts';
export * from './admin/userSchemas.ts';
export * from './admin/notificationAdminSchemas.ts';
export * from './notifications/notificationSchemas.ts';
export * from './team/teamSchemas.ts';
export * from './whitelabel/domainRules.ts';
export * from './whitelabel/clientSchemas.ts';
export * from './account/accountSchemas.ts';
export * from './account/phone.ts';
export * from './audience/customVariableRoutesSchemas.ts';
export * from './admin/packageSchemas.ts';
export * from './admin/price.ts';
export * from './access/accessLevelSchemas.ts';
export * from './whitelabel/brandSchemas.ts';
export * from './whitelabel/brandPluginSettingsSchemas.ts';
export * from './whitelabel/providerNames.ts';
export * from './home/homeSchemas.ts';
export * from './integrations/integrationSchemas.ts';
