/**
 * The database pieces a plugin needs, re-exported so plugins depend on the SDK only:
 * entity schemas (`defineEntity`, `p`), migrations (`Migration`), the entity manager type, and
 * `executePrepared` for the statements a plugin runs often.
 */
export { defineEntity, p } from '@mikro-orm/core';
export type { EntitySchema, InferEntity } from '@mikro-orm/core';
export { Migration } from '@mikro-orm/migrations';
export type { EntityManager } from '@mikro-orm/sql';
export { executePrepared, withPositionalValues } from './db/executePrepared.ts';
