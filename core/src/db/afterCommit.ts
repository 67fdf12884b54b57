import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

type Action = () => void | Promise<void>;
/** MikroORM's transaction context: the driver's transaction object (a savepoint is an object of its own). */
type TransactionContext = object;

/**
 * Work to do once a transaction has committed, and never if it rolls back: telling browsers of
 * rows they can only read after the commit. Registered on the transaction of `em`; on a
 * savepoint it moves to the enclosing transaction when the savepoint is released, so it runs
 * only when the outermost transaction commits. Without a transaction it runs at once.
 * Actions run one after another, after the commit has returned to the code that made it; each
 * handles its own failures (one that throws anyway is reported as a process warning).
 */
export function afterCommit(em: EntityManager, action: Action): void {
  const context = em.getTransactionContext<TransactionContext>();
  if (!context) {
    runActions([action]);
    return;
  }
  const pending = pendingActions.get(context);
  if (pending) pending.push(action);
  else pendingActions.set(context, [action]);
}

const pendingActions = new WeakMap<TransactionContext, Action[]>();
/** A savepoint's enclosing transaction, learnt as the savepoint starts. */
const enclosing = new WeakMap<TransactionContext, TransactionContext>();
/** Between a savepoint's two start events, its enclosing transaction, by the fork that opens it (one per `transactional` call). */
const opening = new WeakMap<object, TransactionContext>();

/**
 * The ORM's transaction events, given to every entity manager through the ORM's `subscribers`
 * (database.ts). MikroORM announces a savepoint's start twice on the same fork: first with the
 * enclosing transaction, then with the savepoint; that pair tells which encloses which.
 */
export const afterCommitSubscriber: EventSubscriber = {
  beforeTransactionStart(args: TransactionEventArgs) {
    if (args.transaction) opening.set(args.em, args.transaction as TransactionContext);
  },
  afterTransactionStart(args: TransactionEventArgs) {
    const outer = opening.get(args.em);
    if (outer && args.transaction) {
      enclosing.set(args.transaction as TransactionContext, outer);
      opening.delete(args.em);
    }
  },
  afterTransactionCommit(args: TransactionEventArgs) {
    const context = args.transaction as TransactionContext | undefined;
    if (!context) return;
    const actions = pendingActions.get(context);
    if (!actions) return;
    pendingActions.delete(context);
    const outer = enclosing.get(context);
    if (outer) {
      const outerActions = pendingActions.get(outer);
      if (outerActions) outerActions.push(...actions);
      else pendingActions.set(outer, actions);
    } else {
      runActions(actions);
    }
  },
  afterTransactionRollback(args: TransactionEventArgs) {
    if (args.transaction) pendingActions.delete(args.transaction as TransactionContext);
  },
};

/**
 * After the code that committed has gone on (setImmediate): what it does right after its
 * commit (the widget shows the visitor's own message) comes before what the transaction left for later.
 */
function runActions(actions: Action[]): void {
  setImmediate(() => void runInOrder(actions));
}

/** Each action after the one before it; a failing one is reported and the rest still run. */
async function runInOrder(actions: Action[]): Promise<void> {
  for (const action of actions) {
    try {
      await action();
    } catch (error) {
      process.emitWarning(`An after-commit action failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
