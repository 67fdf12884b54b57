import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type PermissionAction, type RequestUser, type Suitcase } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { flowMessages } from './flowMessages.ts';
import { shareRecipient } from './shareRecipient.ts';
import { SuitcaseRepository } from './suitcaseRepository.ts';

/**
 * Suitcases (spec 2, 3 and 5): named groups of an account's flows (a flow joins one through
 * PATCH /api/flows/:id), shared by login email so the receiver sees them and may import their
 * flows, and deleted only when empty. They hold flows of any channel, so the user needs the
 * action on the flow builder of at least one channel the brand has.
 */
export class SuitcaseService {
  readonly #suitcases: SuitcaseRepository;
  readonly #em: EntityManager;
  readonly #user: RequestUser;
  readonly #brandId: number;
  readonly #channels: FlowChannels;

  constructor(em: EntityManager, user: RequestUser, brandId: number, channels: FlowChannels) {
    this.#em = em;
    this.#user = user;
    this.#brandId = brandId;
    this.#channels = channels;
    this.#suitcases = new SuitcaseRepository(em, user.accountId);
  }

  async list(): Promise<{ items: Suitcase[] }> {
    await this.#may('read');
    return { items: await this.#suitcases.list() };
  }

  async create(name: string): Promise<Suitcase> {
    await this.#may('create');
    const suitcase = await this.#suitcases.create(name, this.#user.id);
    return this.#view(suitcase.id);
  }

  async rename(id: number, name: string): Promise<Suitcase> {
    await this.#own(id, 'edit');
    await this.#suitcases.rename(id, name);
    return this.#view(id);
  }

  async remove(id: number): Promise<void> {
    await this.#own(id, 'delete');
    if (!(await this.#suitcases.deleteIfEmpty(id))) throw new AppError('CONFLICT', flowMessages.suitcaseNotEmpty);
  }

  async share(id: number, email: string): Promise<{ ok: true }> {
    await this.#own(id, 'edit');
    const recipient = await shareRecipient(this.#em, this.#brandId, this.#user.accountId, email, flowMessages.shareSuitcaseToOwnAccount);
    await this.#suitcases.share(id, recipient, this.#user.id);
    return { ok: true };
  }

  #may(action: PermissionAction): Promise<void> {
    return this.#channels.requireAny(this.#em, this.#user, this.#brandId, action);
  }

  /** A suitcase of the account (another's, even one shared with it, is not found), once the user may take `action`. */
  async #own(id: number, action: PermissionAction): Promise<void> {
    if (!(await this.#suitcases.find(id))) throw new AppError('NOT_FOUND', flowMessages.suitcaseNotFound);
    await this.#may(action);
  }

  async #view(id: number): Promise<Suitcase> {
    const [view] = await this.#suitcases.list(id);
    return view!;
  }
}
