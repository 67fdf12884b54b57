import { AppError } from '@chatmill/sdk';
import { customVariableMessages, hasValue, variableKeyOf, type CustomVariableScope } from '../../../../sdk/src/audience/customVariableSchemas.ts';
import type { CustomVariableRepository } from './customVariableRepository.ts';
import type {
  CreateCustomVariableBody,
  CustomVariableListQuery,
  CustomVariableOption,
  CustomVariablePage,
  CustomVariableView,
  UpdateCustomVariableBody,
} from '@chatmill/sdk/contracts';

/**
 * An account's custom variables (spec 2, 3 and 5): the owner defines them here, flows set and
 * read them. A user variable's values live on each subscriber (`subscriber.variables`, by key);
 * a global one has one value for the account; the fallback stands in where there is no value.
 * Native variables come with the platform and stay as they are.
 */
export class CustomVariableService {
  readonly #variables: CustomVariableRepository;

  /** `variables` is scoped to the caller's account: every variable this service sees is theirs. */
  constructor(variables: CustomVariableRepository) {
    this.#variables = variables;
  }

  list(query: CustomVariableListQuery): Promise<CustomVariablePage> {
    return this.#variables.page(query);
  }

  options(): Promise<CustomVariableOption[]> {
    return this.#variables.options();
  }

  async create(body: CreateCustomVariableBody): Promise<CustomVariableView> {
    const variableKey = variableKeyOf(body.name);
    if (await this.#variables.keyTaken(variableKey)) throw taken(body.name);
    let id: number;
    try {
      id = await this.#variables.create({
        name: body.name,
        variableKey,
        scope: body.scope,
        globalValue: body.scope === 'global' ? noneIfEmpty(body.value) : null,
        fallback: noneIfEmpty(body.fallback),
      });
    } catch (error) {
      // Two creates of one name at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw taken(body.name);
      throw error;
    }
    return this.#get(id);
  }

  /**
   * Changes what is sent. A variable turned user-specific loses its global value (its values are
   * the subscribers' from now on); one turned global starts without a value unless one is sent.
   */
  async update(id: number, body: UpdateCustomVariableBody): Promise<CustomVariableView> {
    const current = await this.#changeable(id);
    const scope: CustomVariableScope = body.scope ?? current.scope;
    if (scope === 'user' && hasValue(body.value)) {
      throw new AppError('VALIDATION_FAILED', customVariableMessages.valueForUserScope, { fields: { value: customVariableMessages.valueForUserScope } });
    }
    await this.#variables.update(id, {
      scope,
      globalValue: scope === 'user' ? null : body.value !== undefined ? noneIfEmpty(body.value) : current.value,
      fallback: body.fallback !== undefined ? noneIfEmpty(body.fallback) : current.fallback,
    });
    return this.#get(id);
  }

  async remove(id: number): Promise<void> {
    await this.#changeable(id);
    if (!(await this.#variables.delete(id))) throw notFound();
  }

  async #get(id: number): Promise<CustomVariableView> {
    const view = await this.#variables.view(id);
    if (!view) throw notFound();
    return view;
  }

  /** One of the account's own variables, not a native one (those belong to the platform). */
  async #changeable(id: number): Promise<CustomVariableView> {
    const view = await this.#get(id);
    if (view.isNative) throw new AppError('CONFLICT', customVariableMessages.native);
    return view;
  }
}

/** `''` and null both mean "no value": the column holds null, so the fallback stands in. */
function noneIfEmpty(value: string | null | undefined): string | null {
  return hasValue(value) ? value : null;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', customVariableMessages.notFound);
}

function taken(name: string): AppError {
  const message = customVariableMessages.taken(name);
  return new AppError('CONFLICT', message, { fields: { name: message } });
}

/** SQLSTATE 23505: a unique index refused the write. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';
}
