import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { contactStatuses } from '../../../common/contactStatus.ts';
import { SelectField } from '@chatmill/sdk/web';
import type { ContactStatus, GroupOption } from '../../types.ts';

// A type, not an interface: it is passed where a Record of query values is expected.
export type ContactFilterValues = {
  tagId?: number | undefined;
  bookId?: number | undefined;
  status?: ContactStatus | undefined;
};

interface ContactFiltersProps {
  value: ContactFilterValues;
  onChange(value: ContactFilterValues): void;
  /** null hides the filter (the user may not read tags or books). */
  tags: GroupOption[] | null;
  books: GroupOption[] | null;
}

const toOptions = (groups: GroupOption[]) => groups.map((g) => ({ value: String(g.id), label: g.label }));
const idOf = (value: string) => (value ? Number(value) : undefined);

/** Tag, book and status filters beside the search box; the list and the export both use them. */
export function ContactFilters({ value, onChange, tags, books }: ContactFiltersProps) {
  const { t } = useTranslation('contacts');
  const active = value.tagId !== undefined || value.bookId !== undefined || value.status !== undefined;
  return (
    <>
      {tags ? (
        <SelectField
          aria-label={t('filters.tag')}
          value={value.tagId === undefined ? '' : String(value.tagId)}
          onChange={(event) => onChange({ ...value, tagId: idOf(event.target.value) })}
          options={toOptions(tags)}
          emptyLabel={t('filters.allTags')}
        />
      ) : null}
      {books ? (
        <SelectField
          aria-label={t('filters.book')}
          value={value.bookId === undefined ? '' : String(value.bookId)}
          onChange={(event) => onChange({ ...value, bookId: idOf(event.target.value) })}
          options={toOptions(books)}
          emptyLabel={t('filters.allBooks')}
        />
      ) : null}
      <SelectField
        aria-label={t('filters.status')}
        value={value.status ?? ''}
        onChange={(event) => onChange({ ...value, status: (event.target.value || undefined) as ContactStatus | undefined })}
        options={contactStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        emptyLabel={t('filters.allStatuses')}
      />
      {active ? <Button type="button" label={t('filters.clear')} icon="pi pi-filter-slash" text onClick={() => onChange({})} /> : null}
    </>
  );
}
