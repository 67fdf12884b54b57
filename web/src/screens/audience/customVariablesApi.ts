import type { HostServices } from '../../../../sdk/src/web/host.ts';
import type { CreateCustomVariableBody, CustomVariableView, UpdateCustomVariableBody } from '@chatmill/sdk/contracts';

/**
 * The custom-variables API as this screen calls it. The types come from the server's own zod
 * schemas (type-only imports: no server code reaches the bundle), so a change of the API's
 * shape fails the web type check instead of the screen.
 */
export type { CustomVariableView };
export type CreateBody = CreateCustomVariableBody;
export type UpdateBody = UpdateCustomVariableBody;

export const customVariablePaths = {
  list: '/api/custom-variables',
  variable: (id: number) => `/api/custom-variables/${id}`,
} as const;

/** The route slug of the custom-variables routes (the server checks it; the screen hides what it would refuse). */
export const customVariablesSlug = 'utilities/custom-variables';

type Request = HostServices['request'];

export function customVariablesApi(request: Request) {
  return {
    create: (body: CreateBody) => request<CustomVariableView>('POST', customVariablePaths.list, body),
    update: (id: number, body: UpdateBody) => request<CustomVariableView>('PATCH', customVariablePaths.variable(id), body),
    remove: (id: number) => request<{ id: number }>('DELETE', customVariablePaths.variable(id)),
  };
}

export type CustomVariablesApi = ReturnType<typeof customVariablesApi>;
