import { useTranslation } from 'react-i18next';
import type { FieldRow } from '../../openapi/schemaFields';

interface FieldTableProps {
  rows: FieldRow[];
  /** Adds the "In" column (path, query, header) for parameters. */
  withLocation?: boolean;
  caption: string;
}

/** A readable list of fields: name, type, required, constraints, description. */
export function FieldTable({ rows, withLocation = false, caption }: FieldTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="muted small">{t('apiReference.noFields')}</p>;
  return (
    <div className="api-table-wrap">
      <table className="api-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiReference.column.name')}</th>
            {withLocation ? <th scope="col">{t('apiReference.column.in')}</th> : null}
            <th scope="col">{t('apiReference.column.type')}</th>
            <th scope="col">{t('apiReference.column.required')}</th>
            <th scope="col">{t('apiReference.column.constraints')}</th>
            <th scope="col">{t('apiReference.column.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.location ?? ''}:${row.name}`}>
              <td style={{ paddingInlineStart: `${0.6 + row.depth * 1}rem` }}>
                <code>{row.name === '' ? t('apiReference.wholeValue') : row.name}</code>
              </td>
              {withLocation ? <td>{row.location ? t(`apiReference.location.${row.location}`) : null}</td> : null}
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.required ? t('common.yes') : t('common.no')}</td>
              <td>
                <span className="api-constraints">
                  {row.constraints.map((constraint) => (
                    <span key={constraint.kind}>
                      {t(`apiReference.constraint.${constraint.kind}`, {
                        value: constraint.value,
                        // Length and item bounds have singular and plural wording.
                        count: Number(constraint.value) || 0,
                      })}
                    </span>
                  ))}
                </span>
              </td>
              <td>{row.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
