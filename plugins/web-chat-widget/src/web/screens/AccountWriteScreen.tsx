import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Chips } from 'primereact/chips';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { EmptyState, FormField, ScreenHeader, SelectField, isHostApiError, shownImage, useHost, useZodForm, type FormErrors } from '@chatmill/sdk/web';
import { embedModes, faviconSize, logoSize, maxOpenDelaySeconds, placements } from '../../common/limits.ts';
import { contracts, useWidgetApi } from '../api.ts';
import { imageSize } from '../imageSize.ts';
import { useServerMessage } from '../serverMessage.ts';
import type { WidgetView } from '../types.ts';
import { widgetFormSchema, widgetFormValues, widgetInput } from '../widgetForm.ts';
import { EmbedCodePanel } from './accounts/EmbedCodePanel.tsx';
import { ImageUrlField } from './accounts/ImageUrlField.tsx';

type ImageField = 'faviconUrl' | 'logoUrl';
const expectedSizes: Record<ImageField, { width: number; height: number }> = { faviconUrl: faviconSize, logoUrl: logoSize };

/** /web-chat-widget/accounts/write (`?id=` to edit): a widget's look, websites and images, then its embed code. */
export default function AccountWriteScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { t } = useTranslation('web-chat-widget');
  const api = useWidgetApi();
  const [widget, setWidget] = useState<WidgetView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>(id ? 'loading' : 'ready');

  useEffect(() => {
    if (!id) return;
    let live = true;
    setState('loading');
    api.call(contracts.getWidget, { params: { id } }).then(
      (found) => {
        if (!live) return;
        setWidget(found);
        setState('ready');
      },
      (error: unknown) => live && setState(isHostApiError(error, 'NOT_FOUND') ? 'missing' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  if (state === 'loading') return <ProgressSpinner aria-label={t('routes.accountsWrite')} />;
  if (state === 'missing') return <EmptyState message={t('write.notFound')} />;
  if (state === 'failed') return <Message severity="error" text={t('common.loadFailed')} />;
  return <WidgetForm key={widget?.id ?? 'new'} widget={widget} onSaved={setWidget} />;
}

function WidgetForm({ widget, onSaved }: { widget: WidgetView | null; onSaved(widget: WidgetView): void }) {
  const { t } = useTranslation('web-chat-widget');
  const host = useHost();
  const api = useWidgetApi();
  const navigate = useNavigate();
  const serverMessage = useServerMessage();
  const schema = useMemo(() => widgetFormSchema(t), [t]);
  const form = useZodForm(schema, widgetFormValues(widget), { errorMessage: serverMessage });
  const [checking, setChecking] = useState<ImageField | null>(null);
  const checked = useRef(new Map<string, string | null>());
  const fields = {
    name: form.field('name'),
    title: form.field('title'),
    tagline: form.field('tagline'),
    primaryColor: form.field('primaryColor'),
    textColor: form.field('textColor'),
    placement: form.field('placement'),
    openDelaySeconds: form.field('openDelaySeconds'),
    embedMode: form.field('embedMode'),
    domains: form.field('domains'),
    faviconUrl: form.field('faviconUrl'),
    logoUrl: form.field('logoUrl'),
  };

  /** The problem with an image address (its size, or that it does not load); null when it is right. Remembered per address. */
  const imageProblem = async (name: ImageField, url: string): Promise<string | null> => {
    const key = `${name} ${url}`;
    if (checked.current.has(key)) return checked.current.get(key)!;
    setChecking(name);
    const size = await imageSize(url);
    setChecking(null);
    const expected = expectedSizes[name];
    const problem = !size
      ? t('validation.imageUnreadable')
      : size.width !== expected.width || size.height !== expected.height
        ? t('validation.imageSize', { width: size.width, height: size.height, expectedWidth: expected.width, expectedHeight: expected.height })
        : null;
    checked.current.set(key, problem);
    return problem;
  };

  const check = async (name: ImageField, url: string) => {
    if (!shownImage(url)) return;
    const problem = await imageProblem(name, url);
    if (problem) form.setErrors({ ...form.errors, [name]: problem });
  };

  const save = form.submit(async (values) => {
    const problems: FormErrors = {};
    for (const name of ['faviconUrl', 'logoUrl'] as const) {
      const problem = values[name] ? await imageProblem(name, values[name]) : null;
      if (problem) problems[name] = problem;
    }
    if (Object.keys(problems).length) {
      form.setErrors(problems);
      return;
    }
    const body = widgetInput(values);
    if (widget) {
      onSaved(await api.call(contracts.updateWidget, { params: { id: widget.id }, body }));
      host.toast({ severity: 'success', summary: t('write.saved') });
    } else {
      const created = await api.call(contracts.createWidget, { body });
      void host.features.refresh();
      host.toast({ severity: 'success', summary: t('write.created') });
      // Edit it from now on, with its embed code under the form.
      void navigate(`/web-chat-widget/accounts/write?id=${created.id}`, { replace: true });
    }
  });

  const sectionStyle = { border: '1px solid var(--surface-border)', borderRadius: '6px', padding: '1rem', margin: 0 } as const;
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' } as const;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: '56rem' }}>
      <ScreenHeader
        title={t(widget ? 'write.editTitle' : 'write.createTitle')}
        actions={<Button type="button" label={t('common.back')} icon="pi pi-arrow-left" outlined onClick={() => navigate('/web-chat-widget/accounts')} />}
      />
      <form onSubmit={save} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {form.formError ? <Message severity="error" text={form.formError} /> : null}
        <fieldset style={sectionStyle}>
          <legend>{t('write.look')}</legend>
          <div style={grid}>
            <FormField label={t('fields.name')} field={fields.name}>
              <InputText {...fields.name.input} invalid={fields.name.invalid} autoComplete="off" autoFocus={!widget} />
            </FormField>
            <FormField label={t('fields.title')} field={fields.title}>
              <InputText {...fields.title.input} invalid={fields.title.invalid} autoComplete="off" />
            </FormField>
          </div>
          <FormField label={t('fields.tagline')} field={fields.tagline}>
            <InputText {...fields.tagline.input} invalid={fields.tagline.invalid} autoComplete="off" />
          </FormField>
          <div style={grid}>
            <FormField label={t('fields.primaryColor')} field={fields.primaryColor}>
              <input {...fields.primaryColor.input} type="color" style={{ width: '4rem', height: '2.5rem' }} />
            </FormField>
            <FormField label={t('fields.textColor')} field={fields.textColor}>
              <input {...fields.textColor.input} type="color" style={{ width: '4rem', height: '2.5rem' }} />
            </FormField>
            <FormField label={t('fields.placement')} field={fields.placement}>
              <SelectField {...fields.placement.input} fill options={placements.map((value) => ({ value, label: t(`placement.${value}`) }))} />
            </FormField>
            <FormField label={t('fields.embedMode')} field={fields.embedMode} hint={t('write.embedModeHint')}>
              <SelectField {...fields.embedMode.input} fill options={embedModes.map((value) => ({ value, label: t(`embedMode.${value}`) }))} />
            </FormField>
            <FormField label={t('fields.openDelaySeconds')} field={fields.openDelaySeconds} hint={t('write.delayHint')}>
              <InputNumber
                inputId={fields.openDelaySeconds.id}
                value={fields.openDelaySeconds.value}
                onValueChange={(event) => fields.openDelaySeconds.setValue(event.value ?? 0)}
                min={0}
                max={maxOpenDelaySeconds}
                invalid={fields.openDelaySeconds.invalid}
                aria-describedby={fields.openDelaySeconds.describedBy}
              />
            </FormField>
          </div>
        </fieldset>
        <fieldset style={sectionStyle}>
          <legend>{t('write.sites')}</legend>
          <FormField label={t('fields.domains')} field={fields.domains} hint={t('write.domainsHint')}>
            <Chips
              inputId={fields.domains.id}
              value={fields.domains.value}
              onChange={(event) => fields.domains.setValue(event.value ?? [])}
              separator=","
              addOnBlur
              allowDuplicate={false}
              invalid={fields.domains.invalid}
              aria-describedby={fields.domains.describedBy}
              placeholder="https://www.example.com"
            />
          </FormField>
        </fieldset>
        <fieldset style={sectionStyle}>
          <legend>{t('write.images')}</legend>
          <div style={grid}>
            <ImageUrlField
              label={t('fields.faviconUrl')}
              hint={t('write.faviconHint')}
              field={fields.faviconUrl}
              checking={checking === 'faviconUrl'}
              onCheck={(url) => void check('faviconUrl', url)}
            />
            <ImageUrlField
              label={t('fields.logoUrl')}
              hint={t('write.logoHint')}
              field={fields.logoUrl}
              checking={checking === 'logoUrl'}
              onCheck={(url) => void check('logoUrl', url)}
              onUpload={(url) => {
                form.setValue('logoUrl', url);
                void check('logoUrl', url);
              }}
            />
          </div>
        </fieldset>
        <div>
          <Button type="submit" label={t('common.save')} icon="pi pi-check" loading={form.submitting} />
        </div>
      </form>
      {widget ? <EmbedCodePanel widget={widget} /> : null}
    </section>
  );
}
