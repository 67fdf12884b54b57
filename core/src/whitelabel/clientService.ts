import { AppError, type RequestUser, type UsagePort } from '@chatmill/sdk';
import { packageExpiry } from '../admin/users/packageExpiry.ts';
import type { Invitation, PasswordResetService } from '../auth/passwordResetService.ts';
import type { Brand } from '../db/entities/Brand.ts';
import type { Package } from '../db/entities/Package.ts';
import type { User } from '../db/entities/User.ts';
import { keptMailNotice } from '../mail/localMailbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import { SUB_ACCOUNTS_FEATURE } from '../usage/coreFeatures.ts';
import type { ClientAccount, ClientRepository } from './clientRepository.ts';
import {
  clientMessages,
  type ClientListQuery,
  type ClientPage,
  type ClientView,
  type CreateClientBody,
  type CreateClientResponse,
  type InvitationStatus,
  type UpdateClientBody,
} from '@chatmill/sdk/contracts';

export interface ClientServiceDeps {
  /** Scoped to the reseller's brand: every client this service sees is one of theirs. */
  clients: ClientRepository;
  /** The reseller's brand (the clients' brand, not the request's). */
  brand: Brand;
  /** The reseller, named in the invitation ("… invited you to join …"). */
  actor: RequestUser;
  /** The request's usage port: a new client uses one "Sub accounts" of the reseller's account. */
  usage: UsagePort;
  /** The request's origin: its scheme and port go with the brand's domain in the link (see linkOrigin). */
  origin: string;
  invitations: PasswordResetService;
  /** Counts a resend to this client and refuses it past the bounds per recipient and per address (RequestLimits). */
  limitResend: (recipientUserId: number) => Promise<void>;
  /** Whether mails go out or into the local mailbox (the answer says which). */
  mailer: Pick<Mailer, 'delivery'>;
}

/**
 * A white-label reseller's client accounts (spec 1, 6; spec 3, 3 and 6): the reseller gives
 * each client an account on the brand (sign-up is closed there) with one of the brand's
 * packages, and the client chooses a password from a mailed link on the brand's own domain.
 * Deactivating a client is the platform admin's (the admin area), not the reseller's.
 */
export class ClientService {
  readonly #deps: ClientServiceDeps;

  constructor(deps: ClientServiceDeps) {
    this.#deps = deps;
  }

  list(query: ClientListQuery): Promise<ClientPage> {
    return this.#deps.clients.page(query);
  }

  async get(id: number): Promise<ClientView> {
    const view = await this.#deps.clients.view(id);
    if (!view) throw clientNotFound(id);
    return view;
  }

  /**
   * Creates the client's account and its owner and queues the invitation in one transaction,
   * counting one use of the reseller's "Sub accounts" (given back if anything fails). On a
   * server without SMTP the invitation goes into the local mailbox, and the answer says so.
   */
  async create(body: CreateClientBody, now = new Date()): Promise<CreateClientResponse> {
    const { clients, brand, usage } = this.#deps;
    this.#requireVerified();
    const pkg = await this.#brandPackage(body.packageId);
    if (await clients.emailRegistered(body.email)) throw emailTaken(brand.name);
    const expiresAt = expiryFor(body.expiresAt, pkg, now);
    const invitation = this.#invitationStatus();

    await usage.reserve(SUB_ACCOUNTS_FEATURE);
    let created: ClientAccount;
    try {
      created = await clients.transactional(async (tx, em) => {
        const client = await tx.create({ name: body.name, email: body.email, packageId: pkg.id, expiresAt });
        await this.#deps.invitations.invite(em, this.#invitationFor(client.owner));
        return client;
      });
    } catch (error) {
      await usage.release(SUB_ACCOUNTS_FEATURE);
      // Two creations of one email at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw emailTaken(brand.name);
      throw error;
    }
    return { client: await this.get(created.account.id), invitation };
  }

  /**
   * Gives the client another package of the brand, or another expiry. Only a different
   * package tells the client 'New Package Activated!'; renewing the same one does not.
   */
  async update(id: number, body: UpdateClientBody, now = new Date()): Promise<ClientView> {
    const { account } = await this.#find(id);
    const pkg = await this.#brandPackage(body.packageId);
    await this.#deps.clients.setPackage(account.id, {
      packageId: pkg.id,
      expiresAt: expiryFor(body.expiresAt, pkg, now),
      packageChanged: account.packageId !== pkg.id,
    });
    return this.get(account.id);
  }

  /** Mails a fresh invitation (earlier links stop working), only while the client has no password. */
  async resendInvitation(id: number): Promise<InvitationStatus> {
    const { owner } = await this.#find(id);
    if (owner.passwordHash !== null) {
      throw new AppError('UNPROCESSABLE', 'This client has already set a password, so there is no invitation to send again.');
    }
    this.#requireVerified();
    await this.#deps.limitResend(owner.id);
    await this.#deps.clients.transactional((_tx, em) => this.#deps.invitations.invite(em, this.#invitationFor(owner)));
    return this.#invitationStatus();
  }

  #invitationStatus(): InvitationStatus {
    return { sent: true, message: keptMailNotice(this.#deps.mailer.delivery) };
  }

  /** The link goes to the brand's domain, which reaches the brand only once verified. */
  #requireVerified(): void {
    const { brand } = this.#deps;
    if (!brand.verified) {
      throw new AppError(
        'UNPROCESSABLE',
        `Verify your domain first: your clients sign in on ${brand.domain}, and their invitation links open it, so it must reach ${brand.name}.`,
      );
    }
  }

  async #brandPackage(id: number): Promise<Package> {
    const pkg = await this.#deps.clients.package(id);
    if (!pkg) throw new AppError('UNPROCESSABLE', clientMessages.packageRequired, { fields: { packageId: clientMessages.packageRequired } });
    return pkg;
  }

  async #find(id: number): Promise<ClientAccount> {
    const found = await this.#deps.clients.find(id);
    if (!found) throw clientNotFound(id);
    return found;
  }

  #invitationFor(owner: Pick<User, 'id' | 'name' | 'email'>): Invitation {
    const { actor, origin } = this.#deps;
    return { user: { id: owner.id, name: owner.name, email: owner.email }, accountName: owner.name, inviterName: actor.name, origin };
  }
}

/** Absent: the package's validity from `now`; null: never; else the date given. */
function expiryFor(requested: string | null | undefined, pkg: Package, now: Date): Date | null {
  if (requested === undefined) return packageExpiry(now, pkg.validityDuration, pkg.validityUnit);
  return requested === null ? null : new Date(requested);
}

export function clientNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no client account ${id} on your brand.`);
}

function emailTaken(brandName: string): AppError {
  return new AppError('CONFLICT', `A user with this email already exists on ${brandName}. Use another email address.`, {
    fields: { email: 'This email is already registered.' },
  });
}

/** SQLSTATE 23505: a unique index refused the write. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';
}
