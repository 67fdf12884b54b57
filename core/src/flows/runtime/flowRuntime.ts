import type { AnyRoute, FlowRuntimePort } from '@chatmill/sdk';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Logger } from '../../logger.ts';
import type { GuardOptions } from '../../net/outgoingUrlGuard.ts';
import type { PluginHost } from '../../plugins/pluginHost.ts';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';
import type { ChangeFeed } from '../../cache/changeFeed.ts';
import { ChannelRegistry } from './channelRegistry.ts';
import { channelWebhookRoutes } from './channelWebhookRoutes.ts';
import { systemClock, type Clock } from './clock.ts';
import { ConversationStore } from './conversationStore.ts';
import type { ChannelHostOf, FlowChannels } from '../flowChannels.ts';
import { FlowCatalog } from './flowCatalog.ts';
import { FlowInbox } from './flowInbox.ts';
import { FlowSimulator } from './flowSimulator.ts';
import { InboundProcessor } from './inboundProcessor.ts';
import { flowJobs, type InboundJobData, type SendJobData, type WakeJobData, type WebhookJobData } from './jobNames.ts';
import { FlowNodeRegistry } from './nodeRegistry.ts';
import { OutboundSender } from './outboundSender.ts';
import { flowRuntimeRoutes } from './runtimeRoutes.ts';
import { SendRateLimiter } from './sendRateLimiter.ts';
import { StepDelivery } from './stepDelivery.ts';
import { StepRunner } from './stepRunner.ts';
import { SubscriberStore } from './subscriberStore.ts';
import { WakeProcessor } from './wakeProcessor.ts';
import { WebhookCaller } from './webhookCaller.ts';

export interface FlowRuntimeDeps {
  db: Database;
  jobs: JobQueue;
  plugins: PluginHost;
  realtime: RealtimeBus;
  /** Keeps the runtime's caches (runnable flows, variable definitions) right across processes. */
  changes: ChangeFeed;
  /** Waits until the caches have heard what this process wrote (PendingChanges); none by default. */
  settleChanges?: () => Promise<void>;
  logger: Logger;
  /** The system clock unless a test moves time. */
  clock?: Clock;
  /** Outgoing-request guard options for webhooks (tests allow their local fake). */
  webhookGuard?: GuardOptions;
  /** What each channel plugin's callbacks get from the host (settings, public URL, vault). */
  channelHost: ChannelHostOf;
  /** The server's zone (settings.timeZone): flows tell `{{date}}` and `{{time}}` in it to subscribers whose own zone is unknown. */
  timeZone?: string;
}

/**
 * The flow runtime of this process (architecture "Flow runtime"): the inbound port channel
 * plugins hand events to, and the jobs that act on them: process inbound events, send
 * messages, end waits, call webhooks. Every job handler is idempotent; every job is in the
 * database, so a killed worker loses nothing: the jobs it held come back after their
 * expiry (see `jobExpirySeconds`) and the others wait for the next worker.
 */
export class FlowRuntime {
  readonly port: FlowRuntimePort;
  readonly nodes: FlowNodeRegistry;
  readonly channels: ChannelRegistry;
  readonly catalog: FlowCatalog;
  readonly subscribers: SubscriberStore;
  readonly conversations = new ConversationStore();
  readonly steps: StepRunner;
  readonly inbound: InboundProcessor;
  readonly waker: WakeProcessor;
  readonly sender: OutboundSender;
  readonly webhooks: WebhookCaller;
  readonly simulator: FlowSimulator;
  readonly #deps: FlowRuntimeDeps;

  constructor(deps: FlowRuntimeDeps) {
    this.#deps = deps;
    const clock = deps.clock ?? systemClock;
    this.catalog = new FlowCatalog(deps.changes);
    this.subscribers = new SubscriberStore(deps.changes);
    this.nodes = FlowNodeRegistry.forHost(deps.plugins);
    this.channels = new ChannelRegistry(deps.plugins, deps.realtime, deps.channelHost);
    const stores = { subscribers: this.subscribers, conversations: this.conversations };
    const defaultTimeZone = deps.timeZone ?? 'UTC';
    const limiter = SendRateLimiter.shared(deps.db);
    const delivery = new StepDelivery({ channels: this.channels, limiter, logger: deps.logger });
    this.steps = new StepRunner({ jobs: deps.jobs, nodes: this.nodes, channels: this.channels, ...stores, delivery, logger: deps.logger, defaultTimeZone });
    this.inbound = new InboundProcessor({
      db: deps.db,
      clock,
      catalog: this.catalog,
      channels: this.channels,
      ...stores,
      steps: this.steps,
      nodes: this.nodes,
      logger: deps.logger,
    });
    this.port = new FlowInbox(deps.jobs, this.inbound, deps.settleChanges ?? (async () => undefined));
    this.waker = new WakeProcessor({ db: deps.db, jobs: deps.jobs, clock, catalog: this.catalog, ...stores, steps: this.steps });
    this.sender = new OutboundSender({ db: deps.db, jobs: deps.jobs, channels: this.channels, limiter, logger: deps.logger });
    this.webhooks = new WebhookCaller(deps.logger, deps.webhookGuard);
    this.simulator = new FlowSimulator({ nodes: this.nodes, ...stores, clock, defaultTimeZone });
  }

  /** GET /api/flows/:id/stats, POST /api/flows/:id/simulator (the rest of /api/flows is the store's) and the channels' webhooks. */
  routes(channels: FlowChannels): AnyRoute[] {
    return [...flowRuntimeRoutes(channels, this.simulator), ...channelWebhookRoutes(channels, this.#deps.logger)];
  }

  /**
   * Declares the runtime's queues; call before the job queue starts. Their handlers are short
   * (a transaction, or one send bounded by its timeout), so a job held by a killed process is
   * handed out again after `jobExpirySeconds` rather than pg-boss's 15 minutes.
   */
  defineJobs(): void {
    const { jobs } = this.#deps;
    const options = { expireInSeconds: jobExpirySeconds };
    // Wake-ups and webhook calls of a batch are independent (wake-ups take the subscriber's lock),
    // so they run at once. Sends too (a subscriber has one send job at a time, each enqueuing the
    // next), but a few at a time: each send in flight when a process is killed is made again
    // after it, with its idempotency key, which not every platform honours.
    // Inbound jobs of one subscriber would only wait on each other's lock.
    const independent = { ...options, concurrent: true };
    jobs.define<InboundJobData>(
      flowJobs.inbound,
      (data, job) => this.inbound.process(data.inboundEventId, { lastAttempt: job.retryCount >= inboundRetries }),
      options,
    );
    jobs.define<SendJobData>(flowJobs.send, (data) => this.sender.send(data), { ...options, concurrent: sendsAtOnce });
    jobs.define<WakeJobData>(flowJobs.wake, (data) => this.waker.wake(data), independent);
    jobs.define<WebhookJobData>(flowJobs.webhook, (data) => this.webhooks.call(data), independent);
  }
}

export const jobExpirySeconds = 15;
/**
 * Sends of one batch in flight at a time. The rate limiter still starts each channel account's
 * calls one at a time, in slot order (sendRateLimiter.ts). Measured at 50 widget conversations,
 * two runs each: on PostgreSQL one at a time made 43 and 49 replies/s (p95 1.8 s), four 53 and
 * 68/s (p95 1.5 and 1.0 s); on PGlite, whose statements run one at a time anyway, 18 and 19/s.
 * Run all at once, a batch's 20 sends in flight were all repeated after a kill (faultTolerance.test.ts).
 */
const sendsAtOnce = 4;
/** The job queue's default retry limit, which the inbound job's enqueue keeps. */
const inboundRetries = 5;
