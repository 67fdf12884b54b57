import type { FlowRuntimePort } from './flows/flowRuntimePort.ts';
import type { AudiencePort } from './audience/audiencePort.ts';
import type { EntityManager } from '@mikro-orm/sql';
import type { JobSchedule } from './jobSchedule.ts';
import type { PluginVault } from './vault/vaultPort.ts';
import type { OutgoingPort } from './net/outgoingPort.ts';
import type { PluginHostInfo } from './plugin/pluginHostInfo.ts';

/** `settings`, and `publicUrl` (the operator's; `publicUrlOf` for the account's brand), come from `PluginHostInfo`. */
export interface JobContext extends PluginHostInfo {
  id: string;
  name: string;
  retryCount: number;
  /** A fresh entity manager for this job. */
  em: EntityManager;
  usage: JobUsagePort;
  /** Hands a channel's inbound events to the flow runtime (e.g. from a webhook job). */
  flows: FlowRuntimePort;
  /** The account's tag catalogue and custom variables, shared with flows. */
  audience: AudiencePort;
  /** This plugin's sealed secrets, for the account the job works for. */
  vault: PluginVault;
  /** Requests to user-given URLs, through the outgoing-URL guard. */
  outgoing: OutgoingPort;
}

/** Usage counting from a job, where there is no signed-in user: for the account the job works for. */
export interface JobUsagePort {
  /**
   * Counts `amount` uses of a feature for an account, atomically against its package's limits
   * (the package of the account's owner), or throws the spec's refusal: FEATURE_NOT_IN_PACKAGE
   * or LIMIT_REACHED (an AppError). Count before the effect, so that a limit is never overshot.
   */
  reserveForAccount(em: EntityManager, accountId: number, featureId: number, amount?: number): Promise<void>;
  /** Gives back `amount` uses of a feature for an account, in the transaction of `em`. */
  release(em: EntityManager, accountId: number, featureId: number, amount: number): Promise<void>;
}

/**
 * A background job a plugin declares. pg-boss delivers at least once, so `handle` must be
 * idempotent: running it twice for the same data has the effect of running it once.
 * The queue's name is `<plugin id>.<name>`.
 */
export interface JobDefinition<T = any> {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  name: string;
  /**
   * Run the job on this schedule as well: once per due time across every process of the
   * product, with a `ScheduledRun` as its data (so type the job `defineJob<ScheduledRun>`).
   */
  schedule?: JobSchedule;
  handle(data: T, context: JobContext): Promise<void>;
}

export function defineJob<T>(job: JobDefinition<T>): JobDefinition<T> {
  return job;
}

/** Enqueues jobs in the caller's transaction, so a job exists only if the change that causes it commits. */
export interface JobsPort {
  enqueue<T extends object>(em: EntityManager, name: string, data: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
}
