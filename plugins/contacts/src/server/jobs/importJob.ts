import { defineJob } from '@chatmill/sdk';
import { jobNames } from '../../common/ids.ts';
import { AccountScope } from '../services/accountScope.ts';
import type { ImportJobData } from '../services/importService.ts';
import { ImportRunner } from '../services/importRunner.ts';

/** Runs a CSV import; safe to deliver twice (see ImportRunner). */
export const importJob = defineJob<ImportJobData>({
  name: jobNames.import,
  handle: async ({ importId, accountId }, { em, usage }) => new ImportRunner(new AccountScope(em, accountId), usage).run(importId),
});
