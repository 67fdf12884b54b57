import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ScreenHeader, ServerDataTable, useHost, useUndoableDelete, type ListQuery, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { defaultPageSize } from '../../common/limits.ts';
import type { ContactSortField } from '../../common/schemas/contacts.ts';
import { contracts, useContactsApi } from '../api.ts';
import { contactName } from '../format.ts';
import { useContactRights } from '../permissions.ts';
import type { BulkAction, ContactView } from '../types.ts';
import { useGroupOptions } from '../useGroupOptions.ts';
import { BulkActionBar } from './contact-list/BulkActionBar.tsx';
import { BulkTargetDialog } from './contact-list/BulkTargetDialog.tsx';
import { contactColumns } from './contact-list/contactColumns.tsx';
import { ContactFilters, type ContactFilterValues } from './contact-list/ContactFilters.tsx';
import { useBulkActions } from './contact-list/useBulkActions.ts';

// The dialogs (and the form schema they bring) load when first opened.
const ContactDialog = lazy(() => import('./contact-list/ContactDialog.tsx'));
const ImportWizard = lazy(() => import('./contact-list/import/ImportWizard.tsx'));

type Editing = { contact: ContactView | null } | null;

/** /contacts/contact-list: search, filter, sort and page the contacts; add, edit, delete, bulk actions, CSV import and export. */
export default function ContactListScreen() {
  const { t, i18n } = useTranslation('contacts');
  const host = useHost();
  const api = useContactsApi();
  const rights = useContactRights();
  const table = useRef<ServerDataTableHandle>(null);
  const tags = useGroupOptions('tags', rights.readTags);
  const books = useGroupOptions('books', rights.readBooks);
  const tagOptions = rights.readTags ? tags.options : null;
  const bookOptions = rights.readBooks ? books.options : null;

  const [filters, setFilters] = useState<ContactFilterValues>({});
  const [selection, setSelection] = useState<ContactView[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const lastQuery = useRef<ListQuery | null>(null);

  const reload = useCallback(() => table.current?.reload(), []);
  const selectedIds = useMemo(() => selection.map((c) => c.id), [selection]);
  const bulk = useBulkActions(
    selectedIds,
    useCallback(
      (deleted: boolean) => {
        if (deleted) setSelection([]);
        reload();
      },
      [reload],
    ),
  );

  const deleteContact = useUndoableDelete<ContactView>({
    confirm: (contact) => ({
      header: t('list.confirmDeleteHeader'),
      message: t('list.confirmDelete', { name: contactName(contact, t('list.noName')) }),
      acceptLabel: t('common.yesDelete'),
      rejectLabel: t('common.cancel'),
    }),
    remove: (contact) => api.call(contracts.deleteContact, { params: { id: contact.id } }),
    restore: (contact) => api.call(contracts.restoreContact, { params: { id: contact.id } }),
    deletedMessage: () => t('list.deleted'),
    restoredMessage: () => t('list.restored'),
    failedMessage: t('errors.generic'),
    onChange: (contact) => {
      setSelection((rows) => rows.filter((row) => row.id !== contact.id));
      reload();
    },
  });

  const columns = useMemo(
    () =>
      contactColumns({
        t,
        language: i18n.language,
        onEdit: rights.edit ? (contact) => setEditing({ contact }) : null,
        onDelete: rights.delete ? (contact) => void deleteContact(contact) : null,
      }),
    [deleteContact, i18n.language, rights.delete, rights.edit, t],
  );

  const bulkActions = useMemo(() => {
    const actions: BulkAction[] = [];
    if (rights.edit && rights.readTags) actions.push('addTag', 'removeTag');
    if (rights.edit && rights.readBooks) actions.push('addToBook', 'removeFromBook');
    // The bulk route needs edit; undoing a delete needs delete.
    if (rights.edit && rights.delete) actions.push('delete');
    return actions;
  }, [rights.delete, rights.edit, rights.readBooks, rights.readTags]);

  const exportCsv = async () => {
    const query = lastQuery.current;
    setExporting(true);
    try {
      await host.download(
        api.url(contracts.exportContacts, {
          query: { ...filters, search: query?.search, sort: query?.sort as ContactSortField | undefined, order: query?.order },
        }),
        'contacts.csv',
      );
    } catch {
      host.toast({ severity: 'error', summary: t('list.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const actions = (
    <>
      {rights.create ? <Button type="button" label={t('list.newContact')} icon="pi pi-plus" onClick={() => setEditing({ contact: null })} /> : null}
      {rights.create ? <Button type="button" label={t('list.importCsv')} icon="pi pi-upload" outlined onClick={() => setImporting(true)} /> : null}
      <Button type="button" label={t('list.exportCsv')} icon="pi pi-download" outlined loading={exporting} onClick={() => void exportCsv()} />
    </>
  );

  const bulkTargets = bulk.pending === 'addTag' || bulk.pending === 'removeTag' ? tags.options : books.options;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('list.title')} actions={actions} />
      {selection.length > 0 ? (
        <BulkActionBar count={selection.length} actions={bulkActions} busy={bulk.busy} onAction={bulk.start} onClear={() => setSelection([])} />
      ) : null}
      <ServerDataTable<ContactView>
        ref={table}
        path={api.url(contracts.listContacts)}
        label={t('list.tableLabel')}
        columns={columns}
        params={filters}
        pageSize={defaultPageSize}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
        toolbar={<ContactFilters value={filters} onChange={setFilters} tags={tagOptions} books={bookOptions} />}
        selection={selection}
        onSelectionChange={setSelection}
        rowLabel={(contact) => contactName(contact, t('list.noName'))}
        empty={{
          message: t('list.empty'),
          action: rights.create ? { label: t('list.newContact'), onClick: () => setEditing({ contact: null }) } : undefined,
        }}
        noResults={t('list.noResults')}
        onQueryChange={(query) => {
          lastQuery.current = query;
        }}
      />
      <Suspense fallback={null}>
        {editing ? (
          <ContactDialog
            contact={editing.contact}
            tags={tagOptions}
            books={bookOptions}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : null}
        {importing ? (
          <ImportWizard
            books={bookOptions}
            onClose={() => setImporting(false)}
            onImported={() => {
              reload();
              books.reload();
            }}
          />
        ) : null}
      </Suspense>
      {bulk.pending ? (
        <BulkTargetDialog action={bulk.pending} options={bulkTargets} busy={bulk.busy} onApply={(id) => void bulk.apply(id)} onClose={bulk.cancel} />
      ) : null}
    </section>
  );
}
