import type { RegisteredRoute } from '../../../core/src/http/routeRegistry.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { idTables, recordsOf, settle, spreadIdRanges, type IdTable } from './databaseRecords.ts';
import { idFields, leaksIn, type Secrets } from './leaks.ts';
import { createdId, firstAccepted, notForSeeding, setUpPlatform, signUp } from './walkSetup.ts';
import { errorText, judge, judgeLikeMissing, refused, type Answer } from './verdicts.ts';
import type { Owner, Probe, ReadResult } from './walkTypes.ts';
import { combinations, fillPath, pathParams, routeName, recordWord, tableNamed, tableOfField, withQuery } from './routeTargets.ts';
import { isIdName, SampleMaker, type OwnRecordFor } from './sampleValues.ts';
import { idsPerTable, missingId, walkSummaryText, type WalkSummary } from './walkSummary.ts';

/**
 * The account-isolation walk over every route of a running platform's route registry (core
 * and every loaded plugin): two owners of separate accounts, A with records made through every
 * create route, B trying to reach them. Each check returns its violations, one line each.
 *
 * Call the checks in this order: `reads` and `lists` (A replays B's reads as a control, which
 * touches A's session row), then `bodyReferences` and `changes` (B's attempts to change things;
 * `changes` compares A's records with how they were before the first of them).
 */

export class IsolationWalk {
  readonly summary: WalkSummary = { requests: 0, routes: new Set<string>(), unconfirmed: [], notProbed: [] };
  readonly #t: TestPlatform;
  readonly #routes: readonly RegisteredRoute[];
  readonly #tables: readonly IdTable[];
  readonly #tableNames: readonly string[];
  /** The table each create route writes to (`/api/team-members` to `user`), learnt from the ids it answers. */
  readonly #createdIn = new Map<string, string>();
  #a: Owner | null = null;
  #b: Owner | null = null;
  #secrets: Secrets = { ids: new Map(), marker: '', values: new Set() };
  /** A's records to try, at most `idsPerTable` of each table; ids only seen in A's answers under `(answers)`. */
  readonly #probeIds = new Map<string, string[]>();
  /** A's records (`table id` to the row) before B's first change. */
  #rowsBeforeChanges: Map<string, string> | null = null;

  private constructor(t: TestPlatform, tables: IdTable[]) {
    this.#t = t;
    this.#routes = t.platform.registry.entries();
    this.#tables = tables;
    this.#tableNames = tables.map((table) => table.name);
  }

  /**
   * On a platform just started: the first-run setup (the platform admin, user 1, who may see
   * everything, is neither A nor B), every installed plugin on, then B and A signed up and seeded.
   */
  static async prepare(t: TestPlatform): Promise<IsolationWalk> {
    await setUpPlatform(t);
    await spreadIdRanges(t.platform.db);
    const walk = new IsolationWalk(t, await idTables(t.platform.db));
    // B first, with records of its own to put in its bodies; everything made after B is A's.
    const b = (walk.#b = await signUp(t, 'B', 'xisob', '9'));
    await walk.#seed(b);
    const seenByB = new Set((await walk.#readLists(b)).map(({ value }) => value));
    const a = (walk.#a = await signUp(t, 'A', 'xisoa', '0'));
    await walk.#seed(a);
    for (const { key, value } of await walk.#readLists(a)) if (key === 'id') a.answeredIds.add(value);

    const ids = new Map(a.records.map((record) => [record.id, record.table] as const));
    // Ids A was shown that are in no record of A: A's too, unless they existed before A or B sees them as well (a plugin id).
    const notA = new Set([...a.before].map((key) => key.slice(key.indexOf(':') + 1)));
    for (const id of a.answeredIds) if (!ids.has(id) && !notA.has(id) && !seenByB.has(id)) ids.set(id, '(answers)');
    walk.#secrets = { ids, marker: a.maker.marker, values: new Set([...a.maker.distinctive].filter((value) => !value.includes(a.maker.marker))) };
    for (const [id, table] of ids) {
      const list = walk.#probeIds.get(table) ?? [];
      if (list.length < idsPerTable) walk.#probeIds.set(table, [...list, id]);
    }
    return walk;
  }

  get a(): Owner {
    return this.#a!;
  }

  get b(): Owner {
    return this.#b!;
  }

  /** The tables that have an `account_id` column. */
  get accountTables(): Set<string> {
    return new Set(this.#tables.filter((table) => table.accountScoped).map((table) => table.name));
  }

  /** Every route with path params, GET: B must be refused every record of A, and A must get most of them. */
  async reads(): Promise<ReadResult> {
    const violations: string[] = [];
    const confirmed: string[] = [];
    const unconfirmed: string[] = [];
    for (const entry of this.#sessionRoutes().filter((e) => e.route.method === 'GET' && this.#idParams(e).length)) {
      this.summary.routes.add(routeName(entry));
      const probes = await this.#probesFor(entry, violations);
      const answers: Answer[] = [];
      for (const probe of probes) {
        const res = await this.#send(this.b, probe.method, probe.url);
        answers.push(res);
        violations.push(...judge(`${routeName(entry)} as B with ${probe.ids}`, res, this.#secrets));
      }
      if (!answers.length || !answers.every((res) => refused(res.status))) continue;
      // The control: A makes the same requests; one 2xx shows the route serves A's records.
      const tables = this.#idParams(entry).map((param) => this.#tableFor(entry, param));
      if (tables.some((table) => table !== undefined && !this.#probeIds.has(table))) {
        this.summary.unconfirmed.push(`${routeName(entry)}: A has no ${tables.join('/')} record`);
        continue;
      }
      let ok = false;
      for (const probe of probes) if ((ok = (await this.#send(this.a, probe.method, probe.url)).status < 300)) break;
      (ok ? confirmed : unconfirmed).push(routeName(entry));
    }
    this.summary.unconfirmed.push(...unconfirmed.map((route) => `${route}: A got no 2xx with its own ids`));
    return { violations, confirmed, unconfirmed };
  }

  /** Every GET route without path params, as is, filtered by A's records and searched for A's values: nothing of A. */
  async lists(): Promise<string[]> {
    const violations: string[] = [];
    for (const entry of this.#sessionRoutes().filter((e) => e.route.method === 'GET' && !pathParams(e.route.path).length)) {
      this.summary.routes.add(routeName(entry));
      const { route } = entry;
      const tries: Array<Record<string, string>> = [{}];
      for (const [field, { type }] of Object.entries(SampleMaker.fieldsOf(route.query))) {
        const table = tableOfField(field, entry.owner, this.#tableNames);
        if (isIdName(field)) {
          const ids = (table ? this.#probeIds.get(table) : undefined) ?? [...this.#probeIds.values()].map((list) => list[0]!);
          for (const id of ids) tries.push({ [field]: id });
        } else if (type === 'string' && /^(q|search|query|keywords?|term|filter|name|email|phone)$/i.test(field)) {
          tries.push({ [field]: this.a.maker.marker }, { [field]: `${this.a.maker.marker}-owner@example.com` });
        }
      }
      for (const overrides of tries) {
        const query = await this.b.maker.validText(route.query, overrides, this.#ownRecords(this.b, entry.owner));
        if (!query.ok) continue;
        const url = withQuery(route.path, query.value);
        const res = await this.#send(this.b, 'GET', url);
        const leaks = leaksIn(res.body, this.#secrets);
        if (res.status >= 500 || leaks.length) violations.push(`GET ${url} as B: ${res.status}${leaks.length ? `; showed A's ${leaks.join(', ')}` : ''}`);
      }
    }
    return violations;
  }

  /**
   * Every route with a body, its path naming B's own records: a body field that names a record
   * (`tagIds`, `noteId`) given one of A's must be answered as if that record did not exist.
   */
  async bodyReferences(): Promise<string[]> {
    await this.#beforeChanges();
    const violations: string[] = [];
    for (const entry of this.#sessionRoutes().filter((e) => e.route.method !== 'GET' && e.route.body)) {
      const { route } = entry;
      if (notForSeeding.some((path) => path.test(route.path))) continue;
      const fields = Object.entries(SampleMaker.fieldsOf(route.body))
        .map(([field, { type }]) => ({ field, type, table: tableOfField(field, entry.owner, this.#tableNames) }))
        .filter(({ table }) => table && /^\d+$/.test(this.#probeIds.get(table)?.[0] ?? ''));
      if (!fields.length) continue;
      this.summary.routes.add(routeName(entry));
      const refs = this.#ownRecords(this.b, entry.owner);
      const url = await this.#ownPath(entry, refs);
      if (!url) {
        this.summary.notProbed.push(`${routeName(entry)} with A's ids in its body: no record of B its path takes`);
        continue;
      }
      for (const { field, type, table } of fields) {
        const theirs = this.#probeIds.get(table!)![0]!;
        // A fresh body each time: its unique values must not clash with the record the last request made.
        const bodyWith = async (id: string) => {
          const sample = await this.b.maker.valid(route.body, refs);
          if (!sample.ok) return null;
          const body = { ...(sample.value as Record<string, unknown>), [field]: type === 'array' ? [Number(id)] : Number(id) };
          return (await route.body!.safeParseAsync(body)).success ? body : null;
        };
        const missingBody = await bodyWith(missingId);
        if (!missingBody) {
          this.summary.notProbed.push(`${routeName(entry)} with A's ${field}: no valid sample body`);
          continue;
        }
        const missing = await this.#send(this.b, route.method, url, missingBody);
        if (missing.status >= 500) violations.push(`${route.method} ${url} as B with ${field}=${missingId} (missing): ${missing.status}${errorText(missing)}`);
        // A 2xx means the route does not look the field up in this body; nothing to compare with.
        if (missing.status < 400 || missing.status >= 500) {
          this.summary.notProbed.push(`${routeName(entry)} with A's ${field}: a record that does not exist is not refused (${missing.status}) in this body`);
          continue;
        }
        // Refused for another field (a rule of the service the sample cannot meet): that says nothing about this one.
        const otherFields = Object.keys(missing.body?.error?.fields ?? {});
        if (otherFields.length && !otherFields.some((name) => name === field || name.startsWith(`${field}.`))) {
          this.summary.notProbed.push(`${routeName(entry)} with A's ${field}: the sample body is refused for ${otherFields.join(', ')}`);
          continue;
        }
        const res = await this.#send(this.b, route.method, url, await bodyWith(theirs));
        violations.push(...judgeLikeMissing(`${route.method} ${url} as B with ${field}=${theirs} (${table})`, missing, res, this.#secrets));
      }
    }
    return violations;
  }

  /**
   * Every route with path params that is not a GET, deletions last (the changes must meet A's
   * records still there); then A's records must be as they were, and both sessions alive.
   */
  async changes(): Promise<string[]> {
    const before = new Map(await this.#beforeChanges());
    const violations: string[] = [];
    const writes = this.#sessionRoutes().filter((e) => e.route.method !== 'GET' && this.#idParams(e).length);
    for (const entry of [...writes.filter((e) => e.route.method !== 'DELETE'), ...writes.filter((e) => e.route.method === 'DELETE')]) {
      this.summary.routes.add(routeName(entry));
      for (const probe of await this.#probesFor(entry, violations)) {
        violations.push(...judge(`${routeName(entry)} as B with ${probe.ids}`, await this.#send(this.b, probe.method, probe.url, probe.body), this.#secrets));
      }
    }
    await settle(this.#t.platform.db);
    const accountTables = this.accountTables;
    for (const record of await recordsOf(this.#t.platform.db, this.a.accountId, this.a.before)) {
      const key = `${record.table} ${record.id}`;
      const row = before.get(key);
      if (row === undefined && accountTables.has(record.table))
        violations.push(`a ${key} record appeared in A's account during B's calls: ${record.row.slice(0, 160)}`);
      if (row !== undefined && row !== record.row)
        violations.push(`A's ${key} changed during B's calls: ${row.slice(0, 160)} became ${record.row.slice(0, 160)}`);
      before.delete(key);
    }
    for (const key of before.keys()) violations.push(`A's ${key} is gone after B's calls`);
    for (const owner of [this.a, this.b]) {
      const session = await this.#send(owner, 'GET', '/api/auth/session');
      if (session.status !== 200 || session.body.user.id !== owner.userId)
        violations.push(`${owner.label}'s session no longer works after B's calls: ${session.status}`);
    }
    return violations;
  }

  /** What was walked and the gaps that fail nothing but a reader should see, for one console.log. */
  summaryText(): string {
    return walkSummaryText(this.summary, this.#probeIds);
  }

  async #send(owner: Owner, method: string, url: string, body?: unknown): Promise<Answer> {
    this.summary.requests += 1;
    return owner.client.request(method, url, body);
  }

  #sessionRoutes(): RegisteredRoute[] {
    return this.#routes.filter(({ route }) => route.access === 'session');
  }

  /**
   * Fills the owner's account through every session POST route without path params, with a
   * valid sample body. Some still fail (a CSV whose columns must match a mapping): that is fine,
   * the records that exist are what is tried. Twice: the second round links records of the first.
   */
  async #seed(owner: Owner): Promise<void> {
    for (let round = 0; round < 2; round += 1) {
      const created: Array<{ path: string; id: string }> = [];
      for (const { owner: routeOwner, route } of this.#sessionRoutes()) {
        if (route.method !== 'POST' || pathParams(route.path).length || notForSeeding.some((path) => path.test(route.path))) continue;
        const refs = this.#ownRecords(owner, routeOwner);
        const bodies = route.body ? (await owner.maker.validSamples(route.body, refs)).values : [undefined];
        const query = await owner.maker.validText(route.query, {}, refs);
        if (!bodies.length || !query.ok) continue;
        const res = await firstAccepted(bodies, (body) => this.#send(owner, 'POST', withQuery(route.path, query.value), body));
        if (!res) continue;
        for (const { key, value } of idFields(res.body)) if (key === 'id') owner.answeredIds.add(value);
        const id = createdId(res.body);
        if (id !== undefined) created.push({ path: route.path, id });
      }
      await settle(this.#t.platform.db);
      owner.records = await recordsOf(this.#t.platform.db, owner.accountId, owner.before);
      for (const { path, id } of created) {
        const table = owner.records.find((record) => record.id === id)?.table;
        if (table) this.#createdIn.set(path, table);
      }
    }
  }

  /** The session GET routes without path params (lists, stats, exports) as the owner: the id fields they show. */
  async #readLists(owner: Owner): Promise<Array<{ key: string; value: string }>> {
    const seen: Array<{ key: string; value: string }> = [];
    for (const { route } of this.#sessionRoutes()) {
      if (route.method !== 'GET' || pathParams(route.path).length) continue;
      const query = await owner.maker.validText(route.query);
      if (!query.ok) continue;
      const res = await this.#send(owner, 'GET', withQuery(route.path, query.value));
      if (res.status < 300) seen.push(...idFields(res.body));
    }
    return seen;
  }

  async #beforeChanges(): Promise<Map<string, string>> {
    if (!this.#rowsBeforeChanges) {
      await settle(this.#t.platform.db);
      const records = await recordsOf(this.#t.platform.db, this.a.accountId, this.a.before);
      this.#rowsBeforeChanges = new Map(records.map((record) => [`${record.table} ${record.id}`, record.row]));
    }
    return this.#rowsBeforeChanges;
  }

  /** The path params of a route that name a record: by name (`id`, `bookId`) or by being a whole number. */
  #idParams({ route }: RegisteredRoute): string[] {
    const types = SampleMaker.fieldsOf(route.params);
    return pathParams(route.path).filter((param) => isIdName(param) || types[param]?.type === 'integer');
  }

  /** A record of the owner for a field that names one (`tagIds` on a contacts route: one of their tags). */
  #ownRecords(owner: Owner, routeOwner: string): OwnRecordFor {
    return (field) => {
      const table = tableOfField(field, routeOwner, this.#tableNames);
      return table ? owner.records.find((record) => record.table === table)?.id : undefined;
    };
  }

  /**
   * The table a route's id param names: the one its collection's create route wrote to
   * (`/api/team-members/:id` and POST /api/team-members), else the one its name points at.
   */
  #tableFor(entry: RegisteredRoute, param: string): string | undefined {
    const collection = entry.route.path.slice(0, entry.route.path.indexOf(`/:${param}`));
    return this.#createdIn.get(collection) ?? tableNamed(recordWord(entry.route.path, param), entry.owner, this.#tableNames);
  }

  /** A's ids to try on an id param: those of its table first, then every other (an id names one record in the database). */
  #candidates(entry: RegisteredRoute, param: string): string[] {
    const table = this.#tableFor(entry, param);
    const own = table ? (this.#probeIds.get(table) ?? []) : [];
    const others = [...this.#probeIds.entries()].filter(([name]) => name !== table).flatMap(([, ids]) => ids);
    return [...new Set([...own, ...others])];
  }

  /**
   * B's requests for a route with path params, one per combination of A's ids; the body and the
   * query are valid samples of B's own, so a refusal can only be about the record.
   */
  async #probesFor(entry: RegisteredRoute, problems: string[]): Promise<Probe[]> {
    const { route } = entry;
    const idParams = this.#idParams(entry);
    const lists = Object.fromEntries(idParams.map((param) => [param, this.#candidates(entry, param)]));
    const refs = this.#ownRecords(this.b, entry.owner);
    const probes: Probe[] = [];
    for (const combination of combinations(lists)) {
      // An id that does not fit the param (a text id for a number) cannot name this route's record.
      const params = await this.b.maker.validText(route.params, combination, refs);
      if (!params.ok) continue;
      const query = await this.b.maker.validText(route.query, {}, refs);
      if (!query.ok) {
        problems.push(`${routeName(entry)}: no valid sample query (${query.problem}); give its query schema .meta({ examples: [...] })`);
        return [];
      }
      let body: unknown;
      if (route.body && route.method !== 'GET') {
        const sample = await this.b.maker.valid(route.body, refs);
        if (!sample.ok) {
          problems.push(
            `${routeName(entry)}: no valid sample body (${sample.problem}), so a refusal could be about the body; give its body schema .meta({ examples: [...] })`,
          );
          return [];
        }
        body = sample.value;
      }
      const ids = idParams.map((param) => `${param}=${combination[param]} (${this.#secrets.ids.get(combination[param]!) ?? '?'})`).join(', ');
      probes.push({ method: route.method, url: withQuery(fillPath(route.path, params.value), query.value), body, ids });
    }
    return probes;
  }

  /**
   * The route's path with its id params naming B's own records (of the table each names; where
   * that is unknown, the first of B's records the route takes with a 2xx), so a request can
   * reach A's records only through its body. Null when there is none.
   */
  async #ownPath(entry: RegisteredRoute, refs: OwnRecordFor): Promise<string | null> {
    const { route } = entry;
    const idParams = this.#idParams(entry);
    const known: Record<string, string> = {};
    for (const param of idParams) {
      const table = this.#tableFor(entry, param);
      const own = table ? this.b.records.find((record) => record.table === table)?.id : undefined;
      if (own) known[param] = own;
    }
    const unknown = idParams.filter((param) => !(param in known));
    const firstOfEachTable = [...new Map(this.b.records.map((record) => [record.table, record.id])).values()];
    // Trying a path means calling the route: never a DELETE, it would take B's record away.
    const tries = !unknown.length
      ? [known]
      : route.method === 'DELETE'
        ? []
        : firstOfEachTable.map((id) => ({ ...known, ...Object.fromEntries(unknown.map((param) => [param, id])) }));
    for (const values of tries) {
      const params = await this.b.maker.validText(route.params, values, refs);
      if (!params.ok) continue;
      const url = fillPath(route.path, params.value);
      if (!unknown.length) return url;
      const body = route.body ? await this.b.maker.valid(route.body, refs) : { ok: true as const, value: undefined };
      if (body.ok && (await this.#send(this.b, route.method, url, body.value)).status < 300) return url;
    }
    return null;
  }
}
