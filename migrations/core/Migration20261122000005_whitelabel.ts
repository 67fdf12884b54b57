import { Migration } from '@mikro-orm/migrations';

/**
 * White-label brands (spec 3, 3 "White-label settings"; spec 1, 2.4 and 4.1): the reseller who
 * owns a brand, its look, SEO and custom code, the master password, the domain challenge and
 * the audit log of master-password sign-ins.
 *
 * A brand's domain used to be unique outright. Now only a verified domain is: anyone may type
 * a domain into their settings, but only the one who proves it in DNS gets it, so a squatter
 * who saved someone else's domain first cannot block its real owner.
 */
export class Migration20261122000005_whitelabel extends Migration {
  override up(): void {
    this.addSql(`alter table "brand"
      add column "owner_account_id" int null references "account" ("id"),
      add column "admin_email" varchar(254) null,
      add column "logo_url" varchar(500) null,
      add column "theme" varchar(10) not null default 'light' check ("theme" in ('light', 'semi-dark', 'dark')),
      add column "master_password_hash" varchar(255) null,
      add column "ecommerce_domain" varchar(255) null,
      add column "notification_flow_id" varchar(100) null,
      add column "site_title" varchar(120) null,
      add column "description" varchar(500) null,
      add column "sharing_thumbnail_url" varchar(500) null,
      add column "header_code" text null,
      add column "body_code" text null,
      add column "footer_code" text null,
      add column "challenge" varchar(80) null,
      add column "verified" boolean not null default false,
      add column "verified_at" timestamptz null,
      add column "texts" jsonb not null default '{}',
      add column "updated_at" timestamptz not null default now()`);
    // Brands that existed before resellers did are the platform's own: their domains are trusted.
    this.addSql(`update "brand" set "verified" = true, "verified_at" = now() where "owner_account_id" is null`);
    this.addSql(`alter table "brand" drop constraint "brand_domain_key"`);
    this.addSql(`create unique index "brand_verified_domain_unique" on "brand" ("domain") where "verified"`);
    this.addSql(`create index "brand_domain_idx" on "brand" ("domain")`);
    // One brand per reseller account.
    this.addSql(`create unique index "brand_owner_account_unique" on "brand" ("owner_account_id") where "owner_account_id" is not null`);

    this.addSql(`create table "master_login_audit" (
      "id" bigserial primary key,
      "brand_id" int not null references "brand" ("id") on delete cascade,
      "actor_user_id" int null references "user" ("id") on delete set null,
      "target_email" varchar(254) not null,
      "target_user_id" int null references "user" ("id") on delete set null,
      "ip" varchar(64) not null,
      "user_agent" varchar(400) not null,
      "result" varchar(20) not null check ("result" in ('success', 'wrong_password', 'unknown_user', 'not_set', 'rate_limited')),
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "master_login_audit_brand_idx" on "master_login_audit" ("brand_id", "created_at")`);
    this.addSql(`create index "master_login_audit_ip_idx" on "master_login_audit" ("ip", "created_at")`);
  }

  override down(): void {
    this.addSql(`drop table "master_login_audit"`);
    this.addSql(`drop index "brand_owner_account_unique"`);
    this.addSql(`drop index "brand_domain_idx"`);
    this.addSql(`drop index "brand_verified_domain_unique"`);
    this.addSql(`alter table "brand" add constraint "brand_domain_key" unique ("domain")`);
    this.addSql(`alter table "brand"
      drop column "owner_account_id", drop column "admin_email", drop column "logo_url", drop column "theme",
      drop column "master_password_hash", drop column "ecommerce_domain", drop column "notification_flow_id",
      drop column "site_title", drop column "description", drop column "sharing_thumbnail_url", drop column "header_code",
      drop column "body_code", drop column "footer_code", drop column "challenge", drop column "verified",
      drop column "verified_at", drop column "texts", drop column "updated_at"`);
  }
}
