import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { ImageUploadButton } from '../../../../sdk/src/web/ImageUploadButton.tsx';
import { shownImage } from '../../../../sdk/src/web/shownImage.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import { brandBody, brandFormSchema, brandFormValues, themes } from './brandForm';
import { Section } from './Section';
import type { BrandSettingsBody, BrandSettingsView } from './whitelabelApi';

interface BrandSettingsFormProps {
  /** The saved brand; null before the first save. */
  brand: BrandSettingsView | null;
  save(body: BrandSettingsBody): Promise<BrandSettingsView>;
  onSaved(brand: BrandSettingsView): void;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', columnGap: '1rem' } as const;
const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.875rem', width: '100%' } as const;

/**
 * The white-label settings (spec 3, 3): brand, look, access, SEO, custom code and texts, in one
 * form bound to its zod schema. The server checks the same rules and more, and its field
 * messages land next to the fields.
 */
export function BrandSettingsForm({ brand, save, onSaved }: BrandSettingsFormProps) {
  const { t } = useTranslation();
  const host = useHost();
  const formId = useId();
  const schema = useMemo(() => brandFormSchema(t), [t]);
  const form = useZodForm(schema, brandFormValues(brand));
  const { reset } = form;
  // A save (here or a verification) brings a newer brand: the form starts from it.
  const savedAt = brand?.updatedAt;
  useEffect(() => {
    if (brand) reset(brandFormValues(brand));
    // Only a newer save resets; `brand` itself is a new object on every verification.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAt]);

  const f = {
    domain: form.field('domain'),
    name: form.field('name'),
    shortName: form.field('shortName'),
    adminEmail: form.field('adminEmail'),
    logoUrl: form.field('logoUrl'),
    theme: form.field('theme'),
    masterPassword: form.field('masterPassword'),
    ecommerceDomain: form.field('ecommerceDomain'),
    notificationFlowId: form.field('notificationFlowId'),
    siteTitle: form.field('siteTitle'),
    description: form.field('description'),
    sharingThumbnailUrl: form.field('sharingThumbnailUrl'),
    headerCode: form.field('headerCode'),
    bodyCode: form.field('bodyCode'),
    footerCode: form.field('footerCode'),
    texts: form.field('texts'),
  };

  const submit = form.submit(async (values) => {
    const saved = await save(brandBody(values));
    host.toast({ severity: 'success', summary: t('whitelabel.saved') });
    onSaved(saved);
  });

  return (
    <form id={formId} onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1.25rem' }}>
      {form.formError ? <Message severity="error" text={form.formError} /> : null}
      <Section id={`${formId}-brand`} title={t('whitelabel.sections.brand')}>
        <div style={grid}>
          <FormField label={t('whitelabel.fields.domain')} field={f.domain} hint={t('whitelabel.hints.domain')}>
            <InputText {...f.domain.input} invalid={f.domain.invalid} autoComplete="off" spellCheck={false} />
          </FormField>
          <FormField label={t('whitelabel.fields.adminEmail')} field={f.adminEmail}>
            <InputText {...f.adminEmail.input} invalid={f.adminEmail.invalid} type="email" autoComplete="email" />
          </FormField>
          <FormField label={t('whitelabel.fields.name')} field={f.name}>
            <InputText {...f.name.input} invalid={f.name.invalid} autoComplete="off" />
          </FormField>
          <FormField label={t('whitelabel.fields.shortName')} field={f.shortName}>
            <InputText {...f.shortName.input} invalid={f.shortName.invalid} autoComplete="off" />
          </FormField>
          <FormField label={t('whitelabel.fields.logoUrl')} field={f.logoUrl} hint={t('whitelabel.hints.logoUrl')}>
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <InputText {...f.logoUrl.input} invalid={f.logoUrl.invalid} type="url" autoComplete="off" style={{ flex: 1 }} />
              <ImageUploadButton onUploaded={(url) => form.setValue('logoUrl', url)} />
              {shownImage(f.logoUrl.value) ? (
                <img
                  src={shownImage(f.logoUrl.value)!}
                  alt={t('whitelabel.fields.logoUrl')}
                  height={32}
                  style={{ maxWidth: '6rem', objectFit: 'contain' }}
                  referrerPolicy="no-referrer"
                />
              ) : null}
            </div>
          </FormField>
          <FormField label={t('whitelabel.fields.theme')} field={f.theme}>
            <SelectField {...f.theme.input} options={themes.map((theme) => ({ value: theme, label: t(`whitelabel.themes.${theme}`) }))} />
          </FormField>
        </div>
      </Section>

      <Section id={`${formId}-access`} title={t('whitelabel.sections.access')}>
        <div style={grid}>
          <FormField
            label={t('whitelabel.fields.masterPassword')}
            field={f.masterPassword}
            hint={brand?.masterPasswordSet ? t('whitelabel.hints.masterPasswordSet') : t('whitelabel.hints.masterPassword')}
          >
            <InputText {...f.masterPassword.input} invalid={f.masterPassword.invalid} type="password" autoComplete="new-password" />
          </FormField>
          <FormField label={t('whitelabel.fields.ecommerceDomain')} field={f.ecommerceDomain} hint={t('whitelabel.hints.ecommerceDomain')}>
            <InputText {...f.ecommerceDomain.input} invalid={f.ecommerceDomain.invalid} autoComplete="off" spellCheck={false} />
          </FormField>
          <FormField label={t('whitelabel.fields.notificationFlowId')} field={f.notificationFlowId} hint={t('whitelabel.hints.notificationFlowId')}>
            <InputText {...f.notificationFlowId.input} invalid={f.notificationFlowId.invalid} autoComplete="off" />
          </FormField>
        </div>
      </Section>

      <Section id={`${formId}-seo`} title={t('whitelabel.sections.seo')}>
        <div style={grid}>
          <FormField label={t('whitelabel.fields.siteTitle')} field={f.siteTitle}>
            <InputText {...f.siteTitle.input} invalid={f.siteTitle.invalid} autoComplete="off" />
          </FormField>
          <FormField label={t('whitelabel.fields.sharingThumbnailUrl')} field={f.sharingThumbnailUrl}>
            <InputText {...f.sharingThumbnailUrl.input} invalid={f.sharingThumbnailUrl.invalid} type="url" autoComplete="off" />
          </FormField>
        </div>
        <FormField label={t('whitelabel.fields.description')} field={f.description}>
          <InputTextarea {...f.description.input} invalid={f.description.invalid} rows={2} autoResize />
        </FormField>
      </Section>

      <Section id={`${formId}-code`} title={t('whitelabel.sections.code')}>
        {/* The architecture rule: code users supply never runs on the dashboard's origin. */}
        <Message severity="info" text={t('whitelabel.hints.codeWarning')} />
        {(['headerCode', 'bodyCode', 'footerCode'] as const).map((name) => (
          <FormField key={name} label={t(`whitelabel.fields.${name}`)} field={f[name]}>
            <InputTextarea {...f[name].input} invalid={f[name].invalid} rows={4} spellCheck={false} style={code} />
          </FormField>
        ))}
      </Section>

      <Section id={`${formId}-texts`} title={t('whitelabel.sections.texts')}>
        <FormField label={t('whitelabel.fields.texts')} field={f.texts} hint={t('whitelabel.hints.texts')}>
          <InputTextarea {...f.texts.input} invalid={f.texts.invalid} rows={4} spellCheck={false} style={code} />
        </FormField>
      </Section>

      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" label={t('whitelabel.save')} icon="pi pi-check" loading={form.submitting} />
      </div>
    </form>
  );
}
