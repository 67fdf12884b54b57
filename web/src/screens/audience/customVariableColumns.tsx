import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ServerColumn } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { formatDay } from '../team/format.ts';
import type { CustomVariableView } from './customVariablesApi.ts';

export interface CustomVariableActions {
  /** Absent: the user may not do it (the server would refuse). */
  edit?: (variable: CustomVariableView) => void;
  remove?: (variable: CustomVariableView) => void;
}

/** The Custom Variables table's columns; sortable ones send the field the server sorts by. */
export function customVariableColumns(t: TFunction, language: string, actions: CustomVariableActions): ServerColumn<CustomVariableView>[] {
  const dash = t('customVariables.none');
  const columns: ServerColumn<CustomVariableView>[] = [
    {
      field: 'name',
      header: t('customVariables.columns.name'),
      sortable: true,
      body: (v) => (
        <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{v.name}</span>
          {v.isNative ? <Tag value={t('customVariables.native')} severity="info" /> : null}
        </span>
      ),
    },
    { field: 'key', header: t('customVariables.columns.key'), sortable: true, body: (v) => <code>{v.key}</code> },
    { field: 'scope', header: t('customVariables.columns.scope'), sortable: true, body: (v) => t(`customVariables.scopes.${v.scope}`) },
    // A user variable's values are the subscribers' own: there is no one value to show.
    {
      field: 'value',
      header: t('customVariables.columns.value'),
      body: (v) => (v.scope === 'global' ? (v.value ?? dash) : t('customVariables.perSubscriber')),
    },
    { field: 'fallback', header: t('customVariables.columns.fallback'), body: (v) => v.fallback ?? dash },
    {
      field: 'createdAt',
      header: t('customVariables.columns.createdAt'),
      sortable: true,
      style: { width: '9rem' },
      body: (v) => formatDay(v.createdAt, language),
    },
  ];
  const { edit, remove } = actions;
  if (edit || remove) {
    columns.push({
      field: 'actions',
      header: t('customVariables.columns.actions'),
      style: { width: '7rem', whiteSpace: 'nowrap' },
      // Native variables belong to the platform: nobody changes or deletes them (the server refuses too).
      body: (v) =>
        v.isNative ? null : (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            {edit ? (
              <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('customVariables.actions.edit', { name: v.name })} onClick={() => edit(v)} />
            ) : null}
            {remove ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('customVariables.actions.delete', { name: v.name })}
                onClick={() => remove(v)}
              />
            ) : null}
          </span>
        ),
    });
  }
  return columns;
}
