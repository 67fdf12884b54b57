import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  properties: {
    id: p.bigint('number').primary(),
    email: p.string(),
    ip: p.string(),
    succeeded: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type LoginAttempt = InferEntity<typeof LoginAttemptSchema>;
