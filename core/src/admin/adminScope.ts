import { AppError, type RequestBrand, type RequestUser } from '@chatmill/sdk';
import { requireAdmin } from '../access/requireAdmin.ts';

export const brandNotInScope = 'No such brand.';

/**
 * Which brands an admin works on. The platform admin (user id 1) sees every brand and may
 * narrow to one; an Admin of a brand sees that brand only, whatever they ask for. Every admin
 * service takes its brand filter from here, never from the request directly.
 */
export class AdminScope {
  readonly admin: RequestUser;
  /** The brand whose notifications this admin writes: the platform admin's request brand, else their own. */
  readonly homeBrandId: number;
  readonly #allBrands: boolean;

  private constructor(admin: RequestUser, homeBrandId: number) {
    this.admin = admin;
    this.homeBrandId = homeBrandId;
    this.#allBrands = admin.id === 1;
  }

  /** For the admin area's routes: anyone but user id 1 and Admins gets FORBIDDEN ('ACTION DENIED!'). */
  static of(user: RequestUser | null, brand: RequestBrand): AdminScope {
    const admin = requireAdmin(user);
    return new AdminScope(admin, admin.id === 1 ? brand.id : admin.brandId);
  }

  /**
   * The brand a list or report is narrowed to; null: every brand (platform admin only). An
   * Admin asking for another brand's data gets NOT_FOUND, as for a brand that does not exist.
   */
  brandFilter(requested: number | undefined): number | null {
    if (this.#allBrands) return requested ?? null;
    if (requested !== undefined && requested !== this.admin.brandId) throw new AppError('NOT_FOUND', brandNotInScope);
    return this.admin.brandId;
  }

  /** Whether a record of `brandId` is this admin's to see and change. */
  covers(brandId: number): boolean {
    return this.#allBrands || brandId === this.admin.brandId;
  }
}
