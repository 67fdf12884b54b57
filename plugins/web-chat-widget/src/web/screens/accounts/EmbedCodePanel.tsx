import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useHost } from '@chatmill/sdk/web';
import { embedSnippet } from '../../embedSnippet.ts';
import type { WidgetView } from '../../types.ts';

/** The snippet to paste into a website, with a Copy button. */
export function EmbedCodePanel({ widget }: { widget: Pick<WidgetView, 'widgetId' | 'embedMode'> }) {
  const { t } = useTranslation('web-chat-widget');
  const host = useHost();
  const id = useId();
  const snippet = embedSnippet(window.location.origin, widget.widgetId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      host.toast({ severity: 'success', summary: t('embed.copied') });
    } catch {
      host.toast({ severity: 'warn', summary: t('embed.copyFailed') });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1.1rem' }}>
        {t('embed.title')}
      </h2>
      <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{t(widget.embedMode === 'iframe' ? 'embed.iframeIntro' : 'embed.intro')}</p>
      <label htmlFor={id} className="sr-only">
        {t('embed.snippetLabel')}
      </label>
      <InputTextarea
        id={id}
        value={snippet}
        readOnly
        rows={3}
        style={{ fontFamily: 'monospace', width: '100%' }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <Button type="button" icon="pi pi-copy" label={t('embed.copy')} onClick={() => void copy()} />
      </div>
    </section>
  );
}
