import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BrandPluginSchema = defineEntity({
  name: 'BrandPlugin',
  tableName: 'brand_plugin',
  properties: {
    brandId: p.integer().primary(),
    pluginId: p.string().primary(),
    enabled: p.boolean(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  primaryKeys: ['brandId', 'pluginId'],
});
export type BrandPlugin = InferEntity<typeof BrandPluginSchema>;
