import { loadSettings } from '../../core/src/config/loadSettings.ts';
import { createLogger } from '../../core/src/logger.ts';
import { startPlatform, type Platform } from '../../core/src/platform.ts';
import { pgliteTemplate as migratedTemplate } from './pgliteTemplate.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export interface TestPlatform {
  platform: Platform;
  url: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

/**
 * The real product in this process, on a free port and a database of its own.
 * `env` sets any other setting the way an operator would (SMTP_HOST, GOOGLE_CLIENT_ID, ...).
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  options: { work?: boolean; pluginRoot?: string; allowOutgoingAddress?: (address: string) => boolean } = {},
): Promise<TestPlatform> {
  const database = await createTestDatabase();
  // WEB_DIST_DIR lets a developer point the browser tests at a dashboard built elsewhere.
  const webDist = process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {};
  const settings = loadSettings({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...webDist, ...database.env, ...env });
  const pgliteTemplate = database.kind === 'pglite' ? await migratedTemplate(options.pluginRoot) : undefined;
  const platform = await startPlatform(settings, {
    serve: true,
    work: options.work ?? true,
    ...(options.pluginRoot ? { pluginRoot: options.pluginRoot } : {}),
    ...(options.allowOutgoingAddress ? { allowOutgoingAddress: options.allowOutgoingAddress } : {}),
    ...(pgliteTemplate ? { pgliteTemplate } : {}),
    logger: createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'error'),
  });
  return {
    platform,
    url: platform.url!,
    database,
    stop: async () => {
      await platform.stop();
      await database.drop();
    },
  };
}
