import { AppError, type EntityManager } from '@chatmill/sdk';

/** Spec 2, 9: "Facebook limit 10 requests per 10 minutes", for the calls an owner makes on demand. */
export const facebookRequestLimit = { max: 10, windowSeconds: 10 * 60 } as const;

/** Spec 2, 8, word for word, then when to try again. */
export function tooManyFacebookRequests(secondsLeft: number): AppError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new AppError('RATE_LIMITED', `Too many Facebook requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'Retry-After': String(secondsLeft) },
  });
}

/**
 * Counts one on-demand call to Facebook for the account, then judges it: one upsert answers the
 * new count, so of any number of calls at once, in any process, exactly the first 10 of a window
 * pass (the row's lock orders them). The window starts at its first call, as the core's attempt
 * counters do; those are not offered to plugins, so the plugin keeps its own row per account.
 */
export async function countFacebookRequest(em: EntityManager, accountId: number): Promise<void> {
  const [row] = await em.execute<Array<{ count: number | string; seconds_left: number | string }>>(
    `insert into "messenger_facebook_request_window" as w ("account_id", "count", "window_ends_at")
     values (:accountId, 1, now() + :windowSeconds * interval '1 second')
     on conflict ("account_id") do update set
       "count" = case when w."window_ends_at" <= now() then 1 else w."count" + 1 end,
       "window_ends_at" = case when w."window_ends_at" <= now() then excluded."window_ends_at" else w."window_ends_at" end
     returning "count", extract(epoch from ("window_ends_at" - now())) as "seconds_left"`,
    { accountId, windowSeconds: facebookRequestLimit.windowSeconds },
  );
  if (Number(row!.count) > facebookRequestLimit.max) throw tooManyFacebookRequests(Math.max(1, Math.ceil(Number(row!.seconds_left))));
}
