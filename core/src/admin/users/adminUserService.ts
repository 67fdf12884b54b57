import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import { loadRequestUser, type SessionService } from '../../auth/sessionService.ts';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';
import type { UsageService } from '../../usage/usageService.ts';
import type { AdminScope } from '../adminScope.ts';
import type { AdminUserRepository } from './adminUserRepository.ts';
import { packageExpiry } from './packageExpiry.ts';
import { packageFit } from './packageFit.ts';
import { adminUserMessages } from './userMessages.ts';
import type {
  AdminUserDetails,
  AdminUserListQuery,
  AdminUserOptions,
  AdminUserPage,
  AdminUserView,
  ChangePackageBody,
  PackageFitView,
} from '@chatmill/sdk/contracts';

export interface AdminUserDeps {
  em: EntityManager;
  scope: AdminScope;
  users: AdminUserRepository;
  usage: UsageService;
  sessions: SessionService;
  realtime: RealtimeBus;
  /** The server's time zone (settings.timeZone), which the reports count days in. */
  timeZone: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The admin's user management (spec 1, 6; spec 3, 6): find users, see one's account, package
 * and usage, give the account another package, and deactivate or reactivate a user.
 */
export class AdminUserService {
  readonly #deps: AdminUserDeps;

  constructor(deps: AdminUserDeps) {
    this.#deps = deps;
  }

  list(query: AdminUserListQuery): Promise<AdminUserPage> {
    return this.#deps.users.page(query);
  }

  async options(): Promise<AdminUserOptions> {
    return { allBrands: this.#deps.scope.brandFilter(undefined) === null, brands: await this.#deps.users.options(), timeZone: this.#deps.timeZone };
  }

  async details(id: number, now = new Date()): Promise<AdminUserDetails> {
    const user = await this.#find(id);
    const account = await this.#deps.users.account(id);
    // The usage the user's own Usage Log shows, read as that user (their package, their account).
    const summary = await this.#deps.usage.summary(this.#deps.em, await loadRequestUser(this.#deps.em, id), now);
    return {
      ...user,
      owner: account.owner_user_id === null ? null : { id: Number(account.owner_user_id), name: account.owner_name ?? '', email: account.owner_email ?? '' },
      teamSize: Number(account.team_size),
      accountCreatedAt: new Date(account.created_at).toISOString(),
      packageChangedAt: iso(account.package_changed_at),
      usageExempt: summary.exempt,
      usage: summary.features,
    };
  }

  /**
   * Gives the user's account a package of the user's brand. The expiry is the body's when it
   * has one (null: never), else now plus the package's validity. Only a different package
   * counts as a change for the 'New Package Activated!' notice; renewing the same one does not.
   */
  async changePackage(id: number, body: ChangePackageBody, now = new Date()): Promise<AdminUserDetails> {
    const user = await this.#find(id);
    await this.#deps.users.transactional(async (tx) => {
      const account = await tx.lockAccount(id);
      const target = await tx.brandPackage(Number(account.brand_id), body.packageId);
      if (!target) {
        throw new AppError('VALIDATION_FAILED', 'Check the body: packageId.', { fields: { packageId: adminUserMessages.packageNotInBrand } });
      }
      const current = account.package_id ?? (await tx.defaultPackageId(Number(account.brand_id)));
      const expiresAt =
        body.expiresAt !== undefined
          ? body.expiresAt === null
            ? null
            : new Date(body.expiresAt)
          : packageExpiry(now, Number(target.validity_duration), target.validity_unit);
      await tx.setPackage(Number(account.id), {
        packageId: Number(target.id),
        expiresAt,
        packageChangedAt: current === Number(target.id) ? null : now,
      });
    });
    return this.details(user.id, now);
  }

  /** What the account uses beyond the package the admin is about to give it. */
  async packageFit(id: number, packageId: number, now = new Date()): Promise<PackageFitView> {
    const details = await this.details(id, now);
    const features = await this.#deps.users.packageFeatures(details.brand.id, packageId);
    if (!features) throw new AppError('VALIDATION_FAILED', 'Check the query: packageId.', { fields: { packageId: adminUserMessages.packageNotInBrand } });
    return packageFit(details.usage, features);
  }

  /** Deactivates the user and ends every session they have; their open tabs are told at once. */
  async deactivate(id: number): Promise<AdminUserView> {
    const user = await this.#find(id);
    if (user.id === 1) throw new AppError('UNPROCESSABLE', adminUserMessages.cannotDeactivatePlatformAdmin);
    if (user.id === this.#deps.scope.admin.id) throw new AppError('UNPROCESSABLE', adminUserMessages.cannotDeactivateSelf);
    // Marked first, so every sign-in from now on is refused; then the sessions that exist end.
    await this.#deps.users.setDeactivated(id, true);
    const ended = await this.#deps.sessions.endOthers(id, null, 'deactivated');
    if (ended.length > 0) await this.#deps.realtime.publish({ type: 'session.invalidated', userId: id, sessionIds: ended });
    return this.#find(id);
  }

  /** Lets the user sign in again; their ended sessions stay ended. */
  async reactivate(id: number): Promise<AdminUserView> {
    await this.#find(id);
    await this.#deps.users.setDeactivated(id, false);
    return this.#find(id);
  }

  async #find(id: number): Promise<AdminUserView> {
    const user = await this.#deps.users.view(id);
    if (!user) throw new AppError('NOT_FOUND', adminUserMessages.notFound);
    return user;
  }
}
