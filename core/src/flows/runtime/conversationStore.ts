import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { ConversationWait } from '../../db/entities/Conversation.ts';
import { toDate } from './sqlValues.ts';

export interface ConversationState {
  id: number;
  accountId: number;
  subscriberId: number;
  flowId: number;
  flowVersion: number;
  currentNode: string | null;
  waitingFor: ConversationWait | null;
  waitHandle: string | null;
  waitUntil: Date | null;
  waitJobKey: string | null;
  step: number;
}

interface Row {
  id: number;
  account_id: number;
  subscriber_id: number;
  flow_id: number;
  flow_version: number;
  current_node: string | null;
  waiting_for: ConversationWait | null;
  wait_handle: string | null;
  wait_until: Date | string | null;
  wait_job_key: string | null;
  step: number;
}

const columns = `"id", "account_id", "subscriber_id", "flow_id", "flow_version", "current_node", "waiting_for", "wait_handle", "wait_until", "wait_job_key", "step"`;

function fromRow(row: Row): ConversationState {
  return {
    id: row.id,
    accountId: row.account_id,
    subscriberId: row.subscriber_id,
    flowId: row.flow_id,
    flowVersion: row.flow_version,
    currentNode: row.current_node,
    waitingFor: row.waiting_for,
    waitHandle: row.wait_handle,
    waitUntil: toDate(row.wait_until),
    waitJobKey: row.wait_job_key,
    step: row.step,
  };
}

/** The select of `waitingForInput`, for the subscriber `subscriberId` names (a parameter, or a column of an enclosing statement). */
export function waitingForInputSelect(subscriberId: string): string {
  return `select ${columns} from "conversation" where "subscriber_id" = ${subscriberId} and "waiting_for" = 'input' order by "updated_at" desc, "id" desc limit 1`;
}

/** A conversation as `row_to_json` of `waitingForInputSelect` gives it; null for none. */
export function conversationFromJson(json: unknown): ConversationState | null {
  if (json === null || json === undefined) return null;
  return fromRow((typeof json === 'string' ? JSON.parse(json) : json) as Row);
}

/** Where the subscriber stands in a flow after a step. */
export type ConversationPosition =
  | { currentNode: string | null; waitingFor: null }
  | { currentNode: string; waitingFor: 'input' }
  | { currentNode: string; waitingFor: 'time' | 'takeover'; waitHandle: string; waitUntil: Date; waitJobKey: string };

/**
 * The update that records a step's end, for a statement of its own or as a part of the step's
 * (stepRunner.ts writes it with the step's messages). Its parameters: `conversationId`, `step`,
 * `flowVersion` and the position's.
 */
export function saveStatement(id: number, step: number, flowVersion: number, position: ConversationPosition): { sql: string; params: Record<string, unknown> } {
  const waiting = position.waitingFor === 'time' || position.waitingFor === 'takeover' ? position : null;
  return {
    sql: `update "conversation" set "step" = :step, "flow_version" = :flowVersion, "current_node" = :currentNode, "waiting_for" = :waitingFor,
         "wait_handle" = :waitHandle, "wait_until" = cast(:waitUntil as timestamptz), "wait_job_key" = :waitJobKey, "updated_at" = now()
       where "id" = :conversationId`,
    params: {
      conversationId: id,
      step,
      flowVersion,
      currentNode: position.currentNode,
      waitingFor: position.waitingFor,
      waitHandle: waiting?.waitHandle ?? null,
      waitUntil: waiting?.waitUntil.toISOString() ?? null,
      waitJobKey: waiting?.waitJobKey ?? null,
    },
  };
}

/**
 * Conversation state rows (one per subscriber and flow). Callers hold the subscriber's lock
 * (SubscriberStore), which is what serialises changes to a subscriber's conversations.
 */
export class ConversationStore {
  async find(tx: EntityManager, id: number): Promise<ConversationState | null> {
    const [row] = await executePrepared<Row[]>(tx, `select ${columns} from "conversation" where "id" = :id`, { id });
    return row ? fromRow(row) : null;
  }

  /** The conversation that last asked the subscriber something and waits for the answer. */
  async waitingForInput(tx: EntityManager, subscriberId: number): Promise<ConversationState | null> {
    const [row] = await executePrepared<Row[]>(tx, waitingForInputSelect(':subscriberId'), { subscriberId });
    return row ? fromRow(row) : null;
  }

  /** The subscriber's conversation in a flow, created at its first step. */
  async open(tx: EntityManager, accountId: number, subscriberId: number, flowId: number, flowVersion: number): Promise<ConversationState> {
    const [row] = await executePrepared<Row[]>(
      tx,
      `insert into "conversation" ("account_id", "subscriber_id", "flow_id", "flow_version")
       values (:accountId, :subscriberId, :flowId, :flowVersion)
       on conflict ("subscriber_id", "flow_id") do update set "updated_at" = now()
       returning ${columns}`,
      { accountId, subscriberId, flowId, flowVersion },
    );
    return fromRow(row!);
  }

  /** A new step of the conversation ends at `position` (running `flowVersion`). */
  async save(tx: EntityManager, id: number, step: number, flowVersion: number, position: ConversationPosition): Promise<void> {
    const { sql, params } = saveStatement(id, step, flowVersion, position);
    await executePrepared(tx, sql, params);
  }

  /**
   * A subscriber who starts or moves into another flow no longer answers the questions of the
   * others: their waits for input end (waits for time go on).
   */
  async dropInputWaits(tx: EntityManager, subscriberId: number, exceptId: number): Promise<void> {
    await executePrepared(
      tx,
      `update "conversation" set "waiting_for" = null, "updated_at" = now() where "subscriber_id" = :subscriberId and "waiting_for" = 'input' and "id" <> :exceptId`,
      { subscriberId, exceptId },
    );
  }

  async stop(tx: EntityManager, id: number): Promise<void> {
    await executePrepared(
      tx,
      `update "conversation" set "waiting_for" = null, "wait_handle" = null, "wait_until" = null, "wait_job_key" = null, "updated_at" = now() where "id" = :id`,
      { id },
    );
  }
}
