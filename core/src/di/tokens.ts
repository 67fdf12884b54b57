/**
 * Injection tokens for values that are not classes. Classes are their own tokens.
 * Process scope: SETTINGS, DATABASE, LOGGER, JOBS, REALTIME, MAILER, SMS_SENDER, OAUTH; SessionCache (a class).
 * Request scope (a child container per request): ENTITY_MANAGER, CURRENT_USER (RequestUser or null),
 * CURRENT_ACCOUNT (its account id or null), CURRENT_BRAND (BrandInfo).
 */
export const SETTINGS = Symbol('Settings');
export const DATABASE = Symbol('Database');
export const LOGGER = Symbol('Logger');
export const JOBS = Symbol('JobQueue');
export const REALTIME = Symbol('RealtimeBus');
export const MAILER = Symbol('Mailer');
export const SMS_SENDER = Symbol('SmsSender');
export const ENTITY_MANAGER = Symbol('EntityManager');
export const CURRENT_USER = Symbol('CurrentUser');
export const CURRENT_ACCOUNT = Symbol('CurrentAccount');
export const CURRENT_BRAND = Symbol('CurrentBrand');
