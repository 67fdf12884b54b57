import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { Tag } from '../../components/Tag';
import { statusOf, type IntegrationStatus } from './integrationForm.ts';
import type { IntegrationView } from './integrationsApi.ts';

const tagSeverity: Record<IntegrationStatus, 'success' | 'danger' | 'secondary'> = { connected: 'success', testFailed: 'danger', notSetUp: 'secondary' };

export interface IntegrationCardProps {
  integration: IntegrationView;
  description: string;
  /** The link's label (link kind), from the plugin's catalogue. */
  linkLabel: string;
  onOpen(): void;
}

/**
 * One integration: its name, what it gives, and where it stands (connected, last test failed,
 * not set up) with the way to set it up: the form, a link, or nothing for one only listed.
 */
export function IntegrationCard({ integration, description, linkLabel, onOpen }: IntegrationCardProps) {
  const { t } = useTranslation();
  const { setup } = integration;
  const status = statusOf(integration);
  const headingId = `integration-${integration.id}`;
  return (
    <Card className="integration-card">
      <article
        aria-labelledby={headingId}
        data-integration={integration.id}
        style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', height: '100%' }}
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' }}>
          <h3 id={headingId} style={{ margin: 0 }}>
            {integration.name}
          </h3>
          {setup.kind === 'form' ? <Tag value={t(`integrations.status.${status}`)} severity={tagSeverity[status]} /> : null}
        </div>
        {description ? <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{description}</p> : null}
        <div style={{ marginTop: 'auto' }}>
          {setup.kind === 'form' ? (
            <Button
              type="button"
              label={integration.state.updatedAt ? t('integrations.edit') : t('integrations.setUp')}
              aria-label={`${integration.state.updatedAt ? t('integrations.edit') : t('integrations.setUp')}: ${integration.name}`}
              icon="pi pi-cog"
              outlined
              onClick={onOpen}
            />
          ) : setup.kind === 'link' ? (
            setup.href.startsWith('/') ? (
              <Link to={setup.href} className="p-button p-component p-button-outlined">
                {linkLabel}
              </Link>
            ) : (
              <a href={setup.href} target="_blank" rel="noopener noreferrer" className="p-button p-component p-button-outlined">
                {linkLabel} <i className="pi pi-external-link" aria-hidden="true" style={{ marginInlineStart: '0.5rem' }} />
              </a>
            )
          ) : (
            <small style={{ color: 'var(--text-color-secondary)' }}>{t('integrations.listedOnly')}</small>
          )}
        </div>
      </article>
    </Card>
  );
}
