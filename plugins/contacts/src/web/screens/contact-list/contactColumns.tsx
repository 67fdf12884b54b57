import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ServerColumn } from '@chatmill/sdk/web';
import { contactName, formatDate } from '../../format.ts';
import type { ContactStatus, ContactView } from '../../types.ts';

const statusSeverity: Record<ContactStatus, 'success' | 'info' | 'warning' | 'danger' | null> = {
  Active: 'success',
  Good: 'info',
  Unsubscribed: null,
  Bounced: 'warning',
  Complaint: 'danger',
};

interface ColumnOptions {
  t: TFunction<'contacts'>;
  language: string;
  onEdit: ((contact: ContactView) => void) | null;
  onDelete: ((contact: ContactView) => void) | null;
}

const chips = (labels: string[]) => (
  <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
    {labels.map((label) => (
      <Tag key={label} value={label} severity="secondary" rounded style={{ fontWeight: 500 }} />
    ))}
  </span>
);

/** The contact list's columns; sortable ones send the field the server sorts by. */
export function contactColumns({ t, language, onEdit, onDelete }: ColumnOptions): ServerColumn<ContactView>[] {
  const columns: ServerColumn<ContactView>[] = [
    { field: 'firstName', header: t('fields.firstName'), sortable: true },
    { field: 'lastName', header: t('fields.lastName'), sortable: true },
    { field: 'email', header: t('fields.email'), sortable: true },
    { field: 'phone', header: t('fields.phone'), sortable: true },
    {
      field: 'status',
      header: t('fields.status'),
      sortable: true,
      body: (row) => <Tag value={t(`status.${row.status}`)} severity={statusSeverity[row.status]} />,
    },
    { field: 'tags', header: t('fields.tags'), body: (row) => chips(row.tags.map((tag) => tag.groupName)) },
    { field: 'books', header: t('fields.books'), body: (row) => chips(row.books.map((book) => book.name)) },
    { field: 'createdAt', header: t('fields.createdAt'), sortable: true, body: (row) => formatDate(row.createdAt, language) },
  ];
  if (onEdit || onDelete) {
    columns.push({
      field: 'actions',
      header: t('fields.actions'),
      style: { width: '7rem', whiteSpace: 'nowrap' },
      body: (row) => {
        const name = contactName(row, t('list.noName'));
        return (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            {onEdit ? <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('list.editRow', { name })} onClick={() => onEdit(row)} /> : null}
            {onDelete ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('list.deleteRow', { name })}
                onClick={() => onDelete(row)}
              />
            ) : null}
          </span>
        );
      },
    });
  }
  return columns;
}
