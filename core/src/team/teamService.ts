import { AppError, type RequestBrand, type RequestUser } from '@chatmill/sdk';
import type { PasswordResetService } from '../auth/passwordResetService.ts';
import type { User } from '../db/entities/User.ts';
import { keptMailNotice } from '../mail/localMailbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimeBus } from '../realtime/realtimeBus.ts';
import type {
  InvitationStatus,
  InviteMemberBody,
  InviteMemberResponse,
  MemberListQuery,
  MemberOptions,
  MemberPage,
  MemberView,
  UpdateMemberBody,
} from '@chatmill/sdk/contracts';
import type { MemberChanges, TeamRepository } from './teamRepository.ts';

export interface TeamServiceDeps {
  /** Scoped to the caller's account: every member this service sees is one of theirs. */
  members: TeamRepository;
  /** Who is acting, for "not yourself" and the invitation's "invited by". */
  actor: RequestUser;
  brand: RequestBrand;
  /** The request's origin, for the invitation link (see `linkOrigin`). */
  origin: string;
  invitations: PasswordResetService;
  /** Counts a resend to this invited user and refuses it past the bounds per recipient and per address (RequestLimits). */
  limitResend: (recipientUserId: number) => Promise<void>;
  /** Whether mails go out or into the local mailbox (the answer says which). */
  mailer: Pick<Mailer, 'delivery'>;
  realtime: RealtimeBus;
}

const levelRefused = 'Choose one of your access levels.';
const packageRefused = 'Choose a package of this brand.';

/**
 * Team members and client users of one account (spec 3, 3 and 6): invite by mail, list, change
 * their access, remove them. Usage counting is the route's (`feature`) and the caller's (release
 * after a delete); this service only changes the account's users.
 */
export class TeamService {
  readonly #deps: TeamServiceDeps;

  constructor(deps: TeamServiceDeps) {
    this.#deps = deps;
  }

  list(query: MemberListQuery): Promise<MemberPage> {
    return this.#deps.members.page(query);
  }

  async get(id: number): Promise<MemberView> {
    const view = await this.#deps.members.view(id);
    if (!view) throw notFound(id);
    return view;
  }

  async options(): Promise<MemberOptions> {
    const { members, brand } = this.#deps;
    return { accessLevels: await members.assignableLevels(), packages: await members.brandPackages(brand.id) };
  }

  /**
   * Creates the member without a password and queues the invitation in the same transaction.
   * On a server without SMTP the invitation goes into the local mailbox, and the answer says so.
   */
  async invite(body: InviteMemberBody): Promise<InviteMemberResponse> {
    const { members, brand } = this.#deps;
    const changes = await this.#checkedAccess(body);
    if (await members.emailRegisteredOnBrand(brand.id, body.email)) throw emailTaken(brand.name);
    const account = await members.account();
    const invitation = this.#invitationStatus();
    let created: User;
    try {
      created = await members.transactional(async (tx, em) => {
        const user = await tx.create({ ...changes, brandId: brand.id, email: body.email });
        await this.#deps.invitations.invite(em, this.#invitationFor(user, account.name));
        return user;
      });
    } catch (error) {
      // Two invites of one email at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw emailTaken(brand.name);
      throw error;
    }
    return { member: await this.get(created.id), invitation };
  }

  async update(id: number, body: UpdateMemberBody): Promise<MemberView> {
    const { members, actor } = this.#deps;
    const member = await this.#find(id);
    if (await members.isOwner(member)) {
      throw new AppError('UNPROCESSABLE', "The account owner's access cannot be changed here.");
    }
    if (member.id === actor.id) throw new AppError('UNPROCESSABLE', 'You cannot change your own access. Ask the account owner.');
    const expiresAt = body.accessExpiresAt == null ? null : new Date(body.accessExpiresAt);
    // A date already stored may have passed; a new one must lie ahead.
    if (expiresAt && expiresAt.getTime() <= Date.now() && expiresAt.getTime() !== member.accessExpiresAt?.getTime()) {
      const message = 'The expiration date must be in the future.';
      throw new AppError('UNPROCESSABLE', message, { fields: { accessExpiresAt: message } });
    }
    await members.update(member.id, await this.#checkedAccess(body));
    return this.get(member.id);
  }

  /**
   * Removes a member and ends their sessions: the rows go with the user, and the member's open
   * tabs hear `session.invalidated` at once. Never the owner, never oneself.
   */
  async remove(id: number): Promise<void> {
    const { members, actor, realtime } = this.#deps;
    const member = await this.#find(id);
    if (await members.isOwner(member)) throw new AppError('UNPROCESSABLE', 'The account owner cannot be deleted.');
    if (member.id === actor.id) throw new AppError('UNPROCESSABLE', 'You cannot delete yourself. Ask the account owner to remove you.');
    const sessionIds = await members.transactional(async (tx) => {
      const live = await tx.liveSessionIds(member.id);
      if (!(await tx.delete(member.id))) throw notFound(id);
      return live;
    });
    if (sessionIds.length > 0) await realtime.publish({ type: 'session.invalidated', userId: member.id, sessionIds });
  }

  /** Sends a fresh invitation (the earlier links stop working); only before the member has set a password. */
  async resendInvitation(id: number): Promise<InvitationStatus> {
    const { members } = this.#deps;
    const member = await this.#find(id);
    if (member.passwordHash !== null || (await members.isOwner(member))) {
      throw new AppError('UNPROCESSABLE', 'This member has already set a password, so there is no invitation to send again.');
    }
    await this.#deps.limitResend(member.id);
    const account = await members.account();
    await members.transactional((_tx, em) => this.#deps.invitations.invite(em, this.#invitationFor(member, account.name)));
    return this.#invitationStatus();
  }

  #invitationStatus(): InvitationStatus {
    return { sent: true, message: keptMailNotice(this.#deps.mailer.delivery) };
  }

  /** The level must be assignable by this account and a custom package must be the brand's (422 at the field otherwise). */
  async #checkedAccess(body: UpdateMemberBody): Promise<MemberChanges> {
    const { members, brand } = this.#deps;
    if (!(await members.assignableLevel(body.accessLevelId))) {
      throw new AppError('UNPROCESSABLE', levelRefused, { fields: { accessLevelId: levelRefused } });
    }
    const customPackageId = body.accessType === 'client_user' ? (body.customPackageId ?? null) : null;
    if (customPackageId !== null && !(await members.brandPackage(brand.id, customPackageId))) {
      throw new AppError('UNPROCESSABLE', packageRefused, { fields: { customPackageId: packageRefused } });
    }
    return {
      name: body.name,
      accessType: body.accessType,
      accessLevelId: body.accessLevelId,
      customPackageId,
      accessExpiresAt: body.accessExpiresAt == null ? null : new Date(body.accessExpiresAt),
    };
  }

  async #find(id: number): Promise<User> {
    const member = await this.#deps.members.find(id);
    if (!member) throw notFound(id);
    return member;
  }

  #invitationFor(user: Pick<User, 'id' | 'name' | 'email'>, accountName: string) {
    const { actor, origin } = this.#deps;
    return { user: { id: user.id, name: user.name, email: user.email }, accountName, inviterName: actor.name, origin };
  }
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no team member ${id} in your account.`);
}

function emailTaken(brandName: string): AppError {
  return new AppError('CONFLICT', `A user with this email already exists on ${brandName}. Invite another email address.`, {
    fields: { email: 'This email is already registered.' },
  });
}

/** SQLSTATE 23505: a unique index refused the write. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';
}
