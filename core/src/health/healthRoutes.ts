import { z } from 'zod';
import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../db/database.ts';
import { ENTITY_MANAGER } from '../di/tokens.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
  jobs: z.object({ state: z.enum(['running', 'stopped']), workers: z.boolean(), queues: z.array(z.string()) }),
});

const helloResponse = z.object({ hello: z.literal('world') });

export function healthRoutes(db: Database, jobs: JobQueue, openApi: () => Record<string, unknown>): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/hello',
      tag: 'Platform',
      summary: 'A fixed answer that touches nothing: what the full request path costs on its own',
      description: 'The benchmark compares it with a bare node:http server answering the same JSON.',
      access: 'public',
      response: helloResponse,
      handler: async () => ({ hello: 'world' as const }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/health',
      tag: 'Platform',
      summary: 'Whether the server, its database and its job queue work',
      access: 'public',
      response: healthResponse,
      handler: async (ctx) => {
        const em = ctx.services.resolve<EntityManager>(ENTITY_MANAGER);
        const dbUp = await em
          .getConnection()
          .execute('select 1 as up')
          .then(
            () => true,
            () => false,
          );
        const jobsHealth = jobs.health();
        return { status: dbUp && jobsHealth.state === 'running' ? ('ok' as const) : ('degraded' as const), db: db.kind, jobs: jobsHealth };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      tag: 'Platform',
      summary: 'This API as an OpenAPI 3.1 document',
      access: 'public',
      handler: async () => openApi(),
    }),
  ];
}
