import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { useHost } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../../common/permissions.ts';
import { instagramHandle } from '../../channelAccountLabel.ts';
import type { PageView } from '../../types.ts';
import { Picture } from '../Picture.tsx';
import { PageStatusTag } from './PageStatusTag.tsx';
import type { PageActions } from './usePageActions.ts';

interface PagesTableProps {
  pages: readonly PageView[];
  /** The Facebook account's name, for the table's accessible name. */
  accountName: string;
  actions: PageActions;
}

/** One Facebook account's pages: what each is, its Instagram account, whether it is connected and the bot answers. */
export function PagesTable({ pages, accountName, actions }: PagesTableProps) {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const slug = permissionSlugs.facebookAccounts;
  const can = { connect: host.can(slug, 'create'), edit: host.can(slug, 'edit') };

  const bot = (page: PageView) =>
    // A page that is not connected gets no messages from Facebook: there is no bot to switch.
    page.connected ? (
      <InputSwitch
        checked={page.botEnabled}
        disabled={!can.edit || actions.running(page) !== undefined}
        onChange={(event) => void actions.setBot(page, Boolean(event.value))}
        aria-label={t('pages.botFor', { name: page.name })}
      />
    ) : (
      <Nothing label={t('pages.noBot')} />
    );

  const action = (page: PageView) => {
    const running = actions.running(page);
    if (page.connected) {
      return can.edit ? (
        <Button
          type="button"
          label={t('pages.disconnect')}
          aria-label={t('pages.disconnectNamed', { name: page.name })}
          icon="pi pi-times"
          size="small"
          severity="danger"
          outlined
          loading={running === 'disconnect'}
          disabled={running !== undefined}
          onClick={() => void actions.disconnect(page)}
        />
      ) : null;
    }
    return can.connect ? (
      <Button
        type="button"
        label={t('pages.connect')}
        aria-label={t('pages.connectNamed', { name: page.name })}
        icon="pi pi-link"
        size="small"
        loading={running === 'connect'}
        disabled={running !== undefined}
        onClick={() => void actions.connect(page)}
      />
    ) : null;
  };

  return (
    <DataTable value={pages as PageView[]} dataKey="id" size="small" pt={{ table: { 'aria-label': t('pages.tableLabel', { name: accountName }) } }}>
      <Column
        header={<span className="p-hidden-accessible">{t('pages.picture')}</span>}
        body={(page: PageView) => <Picture src={page.picture} icon="pi pi-flag" />}
        style={{ width: '3.5rem' }}
      />
      <Column field="name" header={t('pages.name')} />
      <Column header={t('pages.category')} body={(page: PageView) => page.category ?? <Nothing label={t('pages.noCategory')} />} />
      <Column
        header={t('pages.instagram')}
        body={(page: PageView) =>
          page.instagram ? (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
              <Picture src={page.instagram.picture} size={1.75} icon="pi pi-instagram" />
              {instagramHandle(page.instagram.username)}
            </span>
          ) : (
            <Nothing label={t('pages.noInstagram')} />
          )
        }
      />
      <Column header={t('pages.status')} body={(page: PageView) => <PageStatusTag page={page} />} />
      <Column header={t('pages.bot')} body={bot} />
      <Column header={<span className="p-hidden-accessible">{t('pages.actions')}</span>} body={action} style={{ whiteSpace: 'nowrap', textAlign: 'end' }} />
    </DataTable>
  );
}

/** An em dash for the eye and words for a screen reader, which would read the dash as nothing useful. */
function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="p-hidden-accessible">{label}</span>
    </>
  );
}
