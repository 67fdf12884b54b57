import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BrandSchema = defineEntity({
  name: 'Brand',
  tableName: 'brand',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    shortName: p.string(),
    domain: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Brand = InferEntity<typeof BrandSchema>;
