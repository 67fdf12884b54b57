import { AppError, type IntegrationField, type OutgoingPort } from '@chatmill/sdk';
import type { IntegrationTestResponse, IntegrationView, IntegrationsResponse } from '@chatmill/sdk/contracts';
import type { EntityManager } from '@mikro-orm/sql';
import { AttemptCounters, minutesText, rateLimited, type Bound } from '../auth/attemptCounters.ts';
import type { Logger } from '../logger.ts';
import type { IntegrationCredentials } from './integrationCredentials.ts';
import type { IntegrationAudience, IntegrationRegistry, RegisteredIntegration } from './integrationRegistry.ts';
import type { IntegrationStore, StoredConnection } from './integrationStore.ts';
import { runIntegrationTest } from './integrationTester.ts';
import { checkValues, type GivenValues, type UrlProblem } from './integrationValues.ts';
import { integrationView } from './integrationView.ts';

/** Connection tests an account may run per minute: each calls a third party with the owner's credentials. */
export const integrationTestsPerMinute = 10;

/** Who asks: the account, and what its brand shows. */
export interface IntegrationCaller {
  accountId: number;
  audience: IntegrationAudience;
}

export interface IntegrationServiceDeps {
  registry: IntegrationRegistry;
  store: IntegrationStore;
  credentials: IntegrationCredentials;
  outgoing: OutgoingPort;
  urlProblem: UrlProblem;
  logger: Logger;
}

/**
 * The integrations screen's work (GET, PUT, DELETE and test under /api/integrations): always for
 * the caller's account, and only for integrations its brand shows: another's integration, an
 * unknown id and an AI integration on a white label all answer NOT_FOUND alike.
 */
export class IntegrationService {
  readonly #deps: IntegrationServiceDeps;

  constructor(deps: IntegrationServiceDeps) {
    this.#deps = deps;
  }

  async list(em: EntityManager, caller: IntegrationCaller): Promise<IntegrationsResponse> {
    const entries = this.#deps.registry.list(caller.audience);
    const stored = entries.length ? await this.#deps.store.all(em, caller.accountId) : new Map<string, StoredConnection>();
    const groups: IntegrationsResponse['groups'] = [];
    for (const entry of entries) {
      const view = integrationView(entry, stored.get(entry.definition.id) ?? null);
      const last = groups.at(-1);
      if (last?.group === view.group) last.integrations.push(view);
      else groups.push({ group: view.group, integrations: [view] });
    }
    return { groups };
  }

  async save(em: EntityManager, caller: IntegrationCaller, id: string, given: GivenValues): Promise<IntegrationView> {
    const entry = this.#find(caller, id);
    const fields = formFields(entry);
    const stored = await this.#deps.store.one(em, caller.accountId, id);
    const checked = await checkValues(fields, current(stored), given, this.#deps.urlProblem);
    const secrets = Object.fromEntries(
      Object.entries(checked.secrets).map(([field, text]) => [field, text === null ? null : this.#deps.credentials.seal(caller.accountId, id, field, text)]),
    );
    await this.#deps.store.save(em, caller.accountId, id, { values: checked.values, secrets });
    return integrationView(entry, await this.#deps.store.one(em, caller.accountId, id));
  }

  async remove(em: EntityManager, caller: IntegrationCaller, id: string): Promise<void> {
    this.#find(caller, id);
    if (!(await this.#deps.store.remove(em, caller.accountId, id))) {
      throw new AppError('NOT_FOUND', 'This integration is not set up; there is nothing to remove.');
    }
  }

  /**
   * Tests the stored credentials, with any values given laid over them (so the owner can test
   * before saving). Counted first against the account's bound, in the database; the result is
   * kept only when nothing was given, i.e. it is a test of what is stored.
   */
  async test(em: EntityManager, counters: AttemptCounters, caller: IntegrationCaller, id: string, given: GivenValues): Promise<IntegrationTestResponse> {
    const entry = this.#find(caller, id);
    const fields = formFields(entry);
    if (!entry.definition.test) throw new AppError('VALIDATION_FAILED', 'This integration has no connection test.', { fields: { '': 'No connection test.' } });
    const bound: Bound = { key: `integration-test:account:${caller.accountId}`, max: integrationTestsPerMinute, windowSeconds: 60 };
    const [counted] = await counters.count([bound], em);
    if (counted!.count > bound.max) {
      throw rateLimited(counted!.secondsLeft, (minutes) => `You ran ${bound.max} connection tests in a minute. Wait ${minutesText(minutes)} and test again.`);
    }
    const stored = await this.#deps.store.one(em, caller.accountId, id);
    const checked = await checkValues(fields, current(stored), given, this.#deps.urlProblem);
    const opened = stored ? this.#deps.credentials.open(caller.accountId, stored) : {};
    const credentials: Record<string, string> = { ...checked.values };
    for (const field of fields.filter((f) => f.type === 'secret')) {
      const next = field.key in checked.secrets ? checked.secrets[field.key] : opened[field.key];
      if (typeof next === 'string') credentials[field.key] = next;
    }
    const finding = await runIntegrationTest(id, entry.definition, credentials, {
      outgoing: this.#deps.outgoing,
      endpoint: (name) => this.#deps.credentials.endpoint(id, name),
      logger: this.#deps.logger,
    });
    const outcome = { at: new Date().toISOString(), ok: finding.ok, message: finding.message };
    const ofStored = stored !== null && Object.keys(given).length === 0;
    if (ofStored) await this.#deps.store.recordTest(em, caller.accountId, id, outcome);
    return { ...outcome, stored: ofStored };
  }

  #find(caller: IntegrationCaller, id: string): RegisteredIntegration {
    const entry = this.#deps.registry.visible(id, caller.audience);
    if (!entry) throw new AppError('NOT_FOUND', `There is no integration ${id} here.`);
    return entry;
  }
}

function formFields(entry: RegisteredIntegration): readonly IntegrationField[] {
  if (entry.definition.setup.kind !== 'form') {
    throw new AppError('VALIDATION_FAILED', `${entry.definition.name} is not set up with a form here.`, { fields: { '': 'No credential form.' } });
  }
  return entry.definition.setup.fields;
}

function current(stored: StoredConnection | null) {
  return { values: stored?.values ?? {}, secretsSet: new Set(Object.keys(stored?.sealed ?? {})) };
}
