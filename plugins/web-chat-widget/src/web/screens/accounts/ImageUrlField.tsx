import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { FormField, ImageUploadButton, shownImage, type FieldBinding } from '@chatmill/sdk/web';

interface ImageUrlFieldProps {
  label: string;
  hint: string;
  field: FieldBinding<string>;
  /** Checks the image's size when the address is left; the form shows the problem under the field. */
  onCheck(url: string): void;
  checking: boolean;
  /** Offers an Upload button beside the address; gets the uploaded image's URL. */
  onUpload?(url: string): void;
}

/** An image by its https address, with a preview once it is there. */
export function ImageUrlField({ label, hint, field, onCheck, checking, onUpload }: ImageUrlFieldProps) {
  const { t } = useTranslation('web-chat-widget');
  const url = field.value.trim();
  return (
    <FormField label={label} field={field} hint={checking ? t('write.checkingImage') : hint}>
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <InputText
          {...field.input}
          type="url"
          placeholder="https://"
          invalid={field.invalid}
          autoComplete="off"
          style={{ flex: 1 }}
          onBlur={() => url && onCheck(url)}
        />
        {onUpload ? <ImageUploadButton onUploaded={onUpload} /> : null}
        {shownImage(url) && !field.invalid ? (
          <img
            src={url}
            alt=""
            referrerPolicy="no-referrer"
            style={{ width: '2.5rem', height: '2.5rem', objectFit: 'contain', border: '1px solid var(--surface-border)', borderRadius: '4px' }}
          />
        ) : null}
      </span>
    </FormField>
  );
}
