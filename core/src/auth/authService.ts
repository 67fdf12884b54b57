import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestUser } from '@chatmill/sdk';
import { createOwner } from '../accounts/createOwner.ts';
import { accountDeactivatedMessage } from '../admin/users/userMessages.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import { OAuthIdentitySchema, type OAuthProviderId } from '../db/entities/OAuthIdentity.ts';
import { UserSchema, type User } from '../db/entities/User.ts';
import type { RealtimeBus } from '../realtime/realtimeBus.ts';
import type { LoginRateLimiter } from './loginRateLimiter.ts';
import type { OAuthProfile } from './oauth/oauthProvider.ts';
import { hashPassword, unusableHash, verifyPassword } from './passwordHash.ts';
import type { RequestLimits } from './requestLimits.ts';
import { loadRequestUser, type SessionService } from './sessionService.ts';
import { assertRegistrationOpen } from '../whitelabel/registrationRule.ts';

export interface Client {
  ip: string;
  userAgent: string;
}

export interface SignedIn {
  user: RequestUser;
  token: string;
  sessionId: string;
}

/** Registration, login, logout, password change and social sign-in. */
export class AuthService {
  readonly #em: EntityManager;
  readonly #sessions: SessionService;
  readonly #limiter: LoginRateLimiter;
  readonly #requestLimits: RequestLimits;
  readonly #realtime: RealtimeBus;

  constructor(em: EntityManager, sessions: SessionService, limiter: LoginRateLimiter, requestLimits: RequestLimits, realtime: RealtimeBus) {
    this.#em = em;
    this.#sessions = sessions;
    this.#limiter = limiter;
    this.#requestLimits = requestLimits;
    this.#realtime = realtime;
  }

  async setupRequired(): Promise<boolean> {
    return (await this.#em.count(UserSchema, {})) === 0;
  }

  /** First run: creates the platform admin, user id 1, and signs them in. */
  async setup(input: { name: string; email: string; password: string }, brand: BrandInfo, client: Client): Promise<SignedIn> {
    if (!(await this.setupRequired())) throw new AppError('SETUP_DONE', 'The platform admin already exists. Log in instead.');
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.#em.transactional(async (em) => {
        const admin = await createOwner(em, { ...input, passwordHash, brandId: brand.id, userType: 'Admin', id: 1 });
        // The admin took id 1 explicitly; move the sequence past it for everyone after.
        await em
          .getConnection()
          .execute(`select setval(pg_get_serial_sequence('"user"', 'id'), (select max(id) from "user"))`, [], 'all', em.getTransactionContext());
        return admin;
      });
      return this.#signIn(user, client);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Two setups at once: the second one's insert of id 1 fails on the primary key.
      if (!(await this.setupRequired())) throw new AppError('SETUP_DONE', 'The platform admin already exists. Log in instead.');
      throw error;
    }
  }

  async register(input: { name: string; email: string; password: string }, brand: BrandInfo, client: Client): Promise<SignedIn> {
    assertRegistrationOpen(brand);
    if (await this.setupRequired()) {
      throw new AppError('SETUP_REQUIRED', 'This server has no admin yet. Open /home/setup to create the platform admin first.');
    }
    await this.#requestLimits.signUp(client.ip);
    const passwordHash = await hashPassword(input.password);
    const user = await this.#em.transactional((em) => createOwner(em, { ...input, passwordHash, brandId: brand.id }));
    return this.#signIn(user, client);
  }

  async login(input: { email: string; password: string }, brand: BrandInfo, client: Client): Promise<SignedIn> {
    // Counted before it is judged: of any number of guesses at once, only the limit's worth are compared.
    const admitted = await this.#limiter.admit(brand.id, input.email, client.ip);
    const user = await this.#em.findOne(UserSchema, { brandId: brand.id, email: input.email });
    // Verify against a dummy hash for unknown emails so timing does not reveal who has an account.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? unusableHash);
    if (!user || !user.passwordHash || !valid) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
    await this.#limiter.succeeded(admitted);
    return this.#signIn(user, client);
  }

  async logout(sessionId: string): Promise<void> {
    await this.#sessions.end(sessionId, 'logout');
    await this.#realtime.publish({ type: 'session.invalidated', sessionIds: [sessionId] });
  }

  /** Changes the password and ends every other session of the user, which then learn it at once. */
  async changePassword(user: RequestUser, sessionId: string, currentPassword: string, newPassword: string): Promise<void> {
    const record = await this.#em.findOneOrFail(UserSchema, { id: user.id });
    if (!record.passwordHash || !(await verifyPassword(currentPassword, record.passwordHash))) {
      throw new AppError('VALIDATION_FAILED', 'The current password is incorrect.', { fields: { currentPassword: 'The current password is incorrect.' } });
    }
    record.passwordHash = await hashPassword(newPassword);
    record.passwordChangedAt = new Date();
    await this.#em.flush();
    await this.endSessions(user.id, sessionId, 'password_changed');
  }

  async endSessions(userId: number, keep: string | null, reason: 'password_changed' | 'password_reset'): Promise<void> {
    const ended = await this.#sessions.endOthers(userId, keep, reason);
    if (ended.length > 0) await this.#realtime.publish({ type: 'session.invalidated', userId, sessionIds: ended });
  }

  /** Signs in with a provider's profile: a known identity, else a user with the same verified email, else a new owner. */
  async signInWithProvider(provider: OAuthProviderId, profile: OAuthProfile, brand: BrandInfo, client: Client): Promise<SignedIn> {
    const identity = await this.#em.findOne(OAuthIdentitySchema, { provider, providerUserId: profile.providerUserId });
    let user = identity ? await this.#em.findOne(UserSchema, { id: identity.userId }) : null;
    if (!user) {
      if (!profile.email) {
        throw new AppError('UNPROCESSABLE', `Your ${provider} account did not share a verified email address. Register with your email instead.`);
      }
      if (await this.setupRequired()) {
        throw new AppError('SETUP_REQUIRED', 'This server has no admin yet. Open /home/setup to create the platform admin first.');
      }
      const email = profile.email;
      // A new account from a provider is a sign-up like the form's, bounded by the same count.
      if (!(await this.#em.findOne(UserSchema, { brandId: brand.id, email }))) await this.#requestLimits.signUp(client.ip);
      user = await this.#em.transactional(async (em) => {
        const existing = await em.findOne(UserSchema, { brandId: brand.id, email });
        if (!existing) assertRegistrationOpen(brand);
        const owner = existing ?? (await createOwner(em, { brandId: brand.id, name: profile.name, email, passwordHash: null }));
        em.create(OAuthIdentitySchema, { userId: owner.id, provider, providerUserId: profile.providerUserId });
        await em.flush();
        return owner;
      });
    }
    return this.#signIn(user, client);
  }

  async #signIn(user: User, client: Client): Promise<SignedIn> {
    // Every way in (password, Google, Facebook) ends here; an admin's deactivation closes them all.
    if (user.deactivatedAt) throw new AppError('FORBIDDEN', accountDeactivatedMessage);
    const { token, sessionId } = await this.#sessions.start(user.id, client);
    await this.#em.nativeUpdate(UserSchema, { id: user.id }, { lastLoginAt: new Date() });
    return { user: await loadRequestUser(this.#em, user.id), token, sessionId };
  }
}
