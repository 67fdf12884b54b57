import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import type { ApiTokenScopeName } from './accountApi.ts';

export interface ApiTokenFormValues {
  name: string;
  scope: ApiTokenScopeName;
}

export const emptyApiTokenForm: ApiTokenFormValues = { name: '', scope: 'read' };

export function apiTokenFormSchema(t: TFunction) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, t('errors.required.name')), z.maxLength(100, t('userSettings.validation.tooLong', { max: 100 }))),
    scope: z.enum(['read', 'read-write']),
  });
}
