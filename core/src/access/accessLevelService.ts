import { AppError } from '@chatmill/sdk';
import type { AccessLevel } from '../db/entities/AccessLevel.ts';
import { AccessLevelRepository } from './accessLevelRepository.ts';
import { accessLevelMessages, type AccessLevelInput, type AccessLevelListQuery, type AccessLevelScope, type AccessLevelView } from '@chatmill/sdk/contracts';
import { isForeignKeyViolation } from './foreignKeyViolation.ts';

export function toAccessLevelView(level: AccessLevel): AccessLevelView {
  return {
    id: level.id,
    name: level.name,
    isDefault: level.isDefault,
    grantsAll: level.grantsAll,
    permissions: level.permissions,
    scope: AccessLevelRepository.kindOf(level),
  };
}

/**
 * The rules of access levels (spec 3, 5): a name is required, default levels cannot be edited
 * or deleted, and a level still given to someone cannot go. Which levels a caller may touch
 * at all is the repository's business.
 */
export class AccessLevelService {
  readonly #levels: AccessLevelRepository;

  constructor(levels: AccessLevelRepository) {
    this.#levels = levels;
  }

  async list(query: AccessLevelListQuery) {
    const { items, total } = await this.#levels.list(query.scope, query);
    return { items: items.map(toAccessLevelView), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AccessLevelView> {
    return toAccessLevelView(await this.#levels.get(id));
  }

  async create(scope: AccessLevelScope, input: AccessLevelInput): Promise<AccessLevelView> {
    await this.#checkName(scope, input.name);
    return toAccessLevelView(await this.#levels.create(scope, input));
  }

  async update(id: number, input: AccessLevelInput): Promise<AccessLevelView> {
    const level = await this.#levels.get(id);
    const kind = AccessLevelRepository.kindOf(level);
    if (kind === 'default') throw new AppError('UNPROCESSABLE', accessLevelMessages.cannotEdit);
    await this.#checkName(kind, input.name, level.id);
    return toAccessLevelView(await this.#levels.update(level, input));
  }

  async remove(id: number): Promise<void> {
    const level = await this.#levels.get(id);
    if (AccessLevelRepository.kindOf(level) === 'default') throw new AppError('UNPROCESSABLE', accessLevelMessages.cannotDelete);
    const { users, packages } = await this.#levels.uses(level);
    if (users || packages) throw new AppError('CONFLICT', accessLevelMessages.inUse(users, packages));
    try {
      await this.#levels.remove(level);
    } catch (error) {
      // Given to a user or a package between the check and the delete.
      if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', accessLevelMessages.justUsed);
      throw error;
    }
  }

  async #checkName(scope: AccessLevelScope, name: string, exceptId?: number): Promise<void> {
    if (await this.#levels.nameTaken(scope, name, exceptId)) {
      throw new AppError('CONFLICT', accessLevelMessages.nameTaken, { fields: { name: accessLevelMessages.nameTaken } });
    }
  }
}
