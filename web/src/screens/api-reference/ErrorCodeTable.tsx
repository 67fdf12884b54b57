import { useTranslation } from 'react-i18next';
import type { ErrorCodeRow } from '../../openapi/errorCodes';

interface ErrorCodeTableProps {
  rows: ErrorCodeRow[];
  caption: string;
}

export function ErrorCodeTable({ rows, caption }: ErrorCodeTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <div className="api-table-wrap">
      <table className="api-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiReference.column.code')}</th>
            <th scope="col">{t('apiReference.column.httpStatus')}</th>
            <th scope="col">{t('apiReference.column.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <td>
                <code>{row.code}</code>
              </td>
              <td>{row.status ?? ''}</td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
