/**
 * Usage counting for the request's account (spec 1, 5.1), for features of the catalogue.
 * A route that declares `feature` is counted by the host (one use when it succeeds); a
 * handler that creates several records at once (an import) or frees some (a delete of a
 * size-limited record such as a contact) calls this port itself.
 */
export interface UsagePort {
  /**
   * Counts `amount` uses, atomically against the package's limits, or throws the spec's
   * refusal: FEATURE_NOT_IN_PACKAGE or LIMIT_REACHED. Admins are counted but never refused.
   */
  reserve(featureId: number, amount?: number): Promise<void>;
  /** Gives back uses (never below zero). */
  release(featureId: number, amount?: number): Promise<void>;
  /** How many more uses the package allows now; null when unlimited (or the user is exempt). */
  remaining(featureId: number): Promise<number | null>;
}
