import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import { minutesText, rateLimited, type AttemptCounters } from '../auth/attemptCounters.ts';
import { unusableHash, verifyPassword } from '../auth/passwordHash.ts';
import type { SessionService } from '../auth/sessionService.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { Settings } from '../config/schema.ts';
import { BrandSchema } from '../db/entities/Brand.ts';
import type { MasterLoginResult } from '@chatmill/sdk/contracts';
import { UserSchema } from '../db/entities/User.ts';
import type { MasterLoginAuditLog } from './masterLoginAudit.ts';

export interface MasterLoginDeps {
  em: EntityManager;
  sessions: SessionService;
  audit: MasterLoginAuditLog;
  counters: AttemptCounters;
  limits: Settings['loginRateLimit'];
}

export interface MasterLoginRequest {
  email: string;
  masterPassword: string;
  ip: string;
  userAgent: string;
  /** Whoever is signed in on this host already, for the audit log. */
  actorUserId: number | null;
}

const wrongCredentials = 'The email or master password is incorrect.';

/**
 * The reseller's master password opens any client account of their brand (spec 3, 6), on the
 * brand's own host. Every use is audited, and failures are limited per IP and per brand like
 * ordinary logins: the master password opens many accounts, so guessing it must stay slow.
 * Each use is counted before it is judged (AttemptCounters), so guesses sent at once meet the
 * same limit; a use that was no failure (a success, a brand without a master password) takes its
 * count back.
 */
export class MasterLoginService {
  readonly #deps: MasterLoginDeps;

  constructor(deps: MasterLoginDeps) {
    this.#deps = deps;
  }

  /** Signs in as the client; returns the new session. Throws after auditing on any refusal. */
  async signIn(brand: BrandInfo, request: MasterLoginRequest): Promise<{ userId: number; token: string; sessionId: string }> {
    const { em, audit, counters, limits, sessions } = this.#deps;
    const audited = async (result: MasterLoginResult, targetUserId: number | null = null) =>
      audit.record({
        brandId: brand.id,
        actorUserId: request.actorUserId,
        targetEmail: request.email,
        targetUserId,
        ip: request.ip,
        userAgent: request.userAgent,
        result,
      });

    const windowSeconds = Math.ceil(limits.windowMinutes * 60);
    const bounds = [
      { key: `master:ip:${brand.id}:${request.ip}`, max: limits.maxFailuresPerAccount, windowSeconds },
      { key: `master:brand:${brand.id}`, max: limits.maxFailuresPerIp, windowSeconds },
    ];
    const over = (await counters.count(bounds)).filter((bound) => bound.count > bound.max);
    if (over.length > 0) {
      await audited('rate_limited');
      throw rateLimited(
        Math.max(...over.map((bound) => bound.secondsLeft)),
        (minutes) => `Too many failed master-password sign-ins. Try again in ${minutesText(minutes)}.`,
      );
    }
    const noFailure = () => counters.uncount(bounds.map((bound) => bound.key));

    // Read here, never cached: the hash must not sit in the brand cache of every process.
    const stored = brand.whitelabel ? await em.findOne(BrandSchema, { id: brand.id }) : null;
    const hash = stored?.masterPasswordHash ?? null;
    const user = await em.findOne(UserSchema, { brandId: brand.id, email: request.email });
    // Always pay for one scrypt, so the answer's timing tells nothing.
    const valid = await verifyPassword(request.masterPassword, hash ?? unusableHash);
    if (!hash) {
      await noFailure();
      await audited('not_set', user?.id ?? null);
      throw new AppError('FORBIDDEN', `${brand.name} has no master password.`);
    }
    if (!valid) {
      await audited('wrong_password', user?.id ?? null);
      throw new AppError('INVALID_CREDENTIALS', wrongCredentials);
    }
    // Platform staff are never opened this way, even should one have an account on the brand.
    if (!user || user.userType === 'Admin' || user.id === 1) {
      await audited('unknown_user');
      throw new AppError('INVALID_CREDENTIALS', `There is no client with this email on ${brand.name}.`);
    }
    const session = await sessions.start(user.id, { ip: request.ip, userAgent: request.userAgent }, true);
    await noFailure();
    await audited('success', user.id);
    return { userId: user.id, ...session };
  }
}
