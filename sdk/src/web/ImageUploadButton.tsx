import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { describeBytes, imageUploadMaxBytes, imageUploadTypes, type StoredFileView } from '../files/uploadTypes.ts';
import { errorMessage, isHostApiError } from './apiErrors.ts';
import { useHost } from './host.ts';
import { useSdkText } from './sdkText.ts';

/** The core's route for public images (logos, pictures): PNG, JPEG, GIF or WEBP up to 2 MB. */
export const imageUploadPath = '/api/files/images';

export interface ImageUploadButtonProps {
  /** Gets the stored image's URL (`/files/<id>`, on the product's own origin) to fill the field with. */
  onUploaded(url: string, file: StoredFileView): void;
  /** A plugin's own upload route (declared with `upload`); the core's public image route unless given. */
  path?: string;
  /** What the button uploads, for screen readers (e.g. "Upload logo"); "Upload" unless given. */
  label?: string;
  disabled?: boolean;
}

/**
 * An "Upload" button to put beside a picture's address field: it opens the file picker, sends the
 * image and hands back its URL. The server decides (by content and size) what it takes; a file
 * plainly too large is refused here first, without sending it.
 */
export function ImageUploadButton({ onUploaded, path = imageUploadPath, label, disabled }: ImageUploadButtonProps) {
  const host = useHost();
  const text = useSdkText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const fail = (detail: string) => host.toast({ severity: 'error', summary: text('upload.failed'), detail });

  const send = async (file: File) => {
    if (file.size > imageUploadMaxBytes && path === imageUploadPath) return fail(text('upload.tooLarge', { max: describeBytes(imageUploadMaxBytes) }));
    setBusy(true);
    try {
      const stored = await host.upload<StoredFileView>(path, file, file.name);
      onUploaded(stored.url, stored);
    } catch (error) {
      if (isHostApiError(error, 'PAYLOAD_TOO_LARGE')) fail(text('upload.tooLarge', { max: describeBytes(imageUploadMaxBytes) }));
      else if (isHostApiError(error, 'UNSUPPORTED_MEDIA_TYPE')) fail(text('upload.wrongType'));
      else fail(errorMessage(error, text('form.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={imageUploadTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again uploads it again.
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        type="button"
        icon="pi pi-upload"
        label={busy ? text('upload.uploading') : text('upload.button')}
        aria-label={label ?? text('upload.button')}
        outlined
        loading={busy}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
