import type { FlowChannel, SavableField, SubscriberView } from '@chatmill/sdk';

/** An account's custom variable as the runtime needs it (spec 2, 3: user-specific or global, with a fallback). */
export interface VariableDefinition {
  key: string;
  scope: 'user' | 'global';
  globalValue: string | null;
  fallback: string | null;
}

/** A subscriber row as the runtime loads it: what executors see, less the channel (the step knows it); `variables` are the subscriber's own values. */
export type SubscriberRecord = Omit<SubscriberView, 'channel'>;

/**
 * A subscriber during one runtime step: node executors change tags and variables through it,
 * later nodes of the same step see the changes (a Condition after an Action), and the step
 * writes what changed in its transaction.
 */
export class SubscriberState {
  readonly record: SubscriberRecord;
  readonly channel: FlowChannel;
  readonly #definitions: Map<string, VariableDefinition>;
  readonly #tags: string[];
  readonly #own: Record<string, string>;
  readonly #globals = new Map<string, string>();
  readonly #fields: Partial<Record<SavableField, string>> = {};
  #tagsChanged = false;
  #ownChanged = false;

  constructor(record: SubscriberRecord, channel: FlowChannel, definitions: readonly VariableDefinition[]) {
    this.record = record;
    this.channel = channel;
    this.#definitions = new Map(definitions.map((d) => [d.key, d]));
    this.#tags = [...record.tags];
    this.#own = { ...record.variables };
  }

  view(): SubscriberView {
    return {
      id: this.record.id,
      channel: this.channel,
      externalId: this.record.externalId,
      name: this.record.name,
      gender: this.record.gender,
      firstName: this.#fields.first_name ?? this.record.firstName,
      lastName: this.#fields.last_name ?? this.record.lastName,
      email: this.#fields.email ?? this.record.email,
      phone: this.#fields.phone ?? this.record.phone,
      locale: this.record.locale,
      timeZone: this.record.timeZone,
      lastInteractionAt: this.record.lastInteractionAt,
      tags: [...this.#tags],
      variables: this.variables(),
    };
  }

  /** The subscriber's own values over the account's global ones, each falling back to the variable's fallback. */
  variables(): Record<string, string> {
    const values: Record<string, string> = {};
    for (const definition of this.#definitions.values()) {
      const value = definition.scope === 'global' ? (this.#globals.get(definition.key) ?? definition.globalValue) : this.#own[definition.key];
      const shown = value ?? definition.fallback;
      if (shown !== null && shown !== undefined) values[definition.key] = shown;
    }
    for (const [key, value] of Object.entries(this.#own)) if (!this.#definitions.has(key)) values[key] = value;
    return values;
  }

  get tags(): readonly string[] {
    return this.#tags;
  }

  addTag(tag: string): void {
    const name = tag.trim();
    if (!name || this.#tags.includes(name)) return;
    this.#tags.push(name);
    this.#tagsChanged = true;
  }

  removeTag(tag: string): void {
    const at = this.#tags.indexOf(tag.trim());
    if (at < 0) return;
    this.#tags.splice(at, 1);
    this.#tagsChanged = true;
  }

  /** A global variable's value is the account's; any other is the subscriber's own. */
  setVariable(key: string, value: string): void {
    if (this.#definitions.get(key)?.scope === 'global') this.#globals.set(key, value);
    else {
      this.#own[key] = value;
      this.#ownChanged = true;
    }
  }

  /** A field the subscriber gave (a User Input's answer); later nodes of the step see it. */
  setField(field: SavableField, value: string): void {
    this.#fields[field] = value;
  }

  /** What the step must write: null for what did not change. */
  changes(): {
    tags: string[] | null;
    variables: Record<string, string> | null;
    globals: ReadonlyMap<string, string>;
    fields: Readonly<Partial<Record<SavableField, string>>> | null;
  } {
    return {
      tags: this.#tagsChanged ? [...this.#tags] : null,
      variables: this.#ownChanged ? { ...this.#own } : null,
      globals: this.#globals,
      fields: Object.keys(this.#fields).length ? { ...this.#fields } : null,
    };
  }
}
