import { Migration } from '@mikro-orm/migrations';

/**
 * The limits on sign-in and on mail-sending requests (core/src/auth/attemptCounters.ts): one row
 * per limited thing (an account's logins, an address's, a recipient's reset mails...), counting
 * the attempts of its current window. An attempt is counted by one upsert that returns the new
 * count, before it is judged, so a limit holds however many requests and processes race for it.
 * It replaces `login_attempt`, whose rows were counted first and written after the attempt was
 * judged: concurrent guesses all saw the same count.
 */
export class Migration20261122000022_attempt_counters extends Migration {
  override up(): void {
    this.addSql(`create table "attempt_counter" (
      "key" varchar(600) not null primary key,
      "count" integer not null,
      "window_ends_at" timestamptz not null
    )`);
    this.addSql(`drop table "login_attempt"`);
  }

  override down(): void {
    this.addSql(`create table "login_attempt" (
      "id" bigserial primary key,
      "email" varchar(254) not null,
      "ip" varchar(64) not null,
      "succeeded" boolean not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "login_attempt_email_idx" on "login_attempt" ("email", "created_at")`);
    this.addSql(`create index "login_attempt_ip_idx" on "login_attempt" ("ip", "created_at")`);
    this.addSql(`drop table "attempt_counter"`);
  }
}
