/**
 * The database pieces a plugin needs, re-exported so plugins depend on the SDK only:
 * entity schemas (`defineEntity`, `p`), migrations (`Migration`) and the entity manager type.
 */
export { defineEntity, p } from '@mikro-orm/core';
export type { EntitySchema, InferEntity } from '@mikro-orm/core';
export { Migration } from '@mikro-orm/migrations';
export type { EntityManager } from '@mikro-orm/sql';
