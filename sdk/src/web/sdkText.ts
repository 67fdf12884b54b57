import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The few texts of the SDK's own building blocks, in the `chatmill-sdk` i18n namespace.
 * They are registered with the shell's i18next on first use, so the shell needs no setup and
 * every plugin gets them in the user's language (en-US is the fallback for the others).
 */
export const sdkNamespace = 'chatmill-sdk';

const enUS = {
  table: {
    search: 'Search',
    empty: 'Nothing here yet.',
    noResults: 'Nothing matches your search or filters.',
    loadFailed: 'The list could not be loaded.',
    retry: 'Retry',
    selectRow: 'Select {{label}}',
    selectPage: 'Select all rows on this page',
    pageReport: '{first} to {last} of {totalRecords}',
    selectedCount: '{{count}} selected',
  },
  form: {
    failed: 'Something went wrong with the request',
  },
  undo: {
    action: 'Undo',
    restored: 'Restored',
  },
  upload: {
    button: 'Upload',
    uploading: 'Uploading…',
    failed: 'Upload Failed!',
    tooLarge: 'The file is larger than {{max}}. Choose a smaller file.',
    wrongType: 'Choose a PNG, JPEG, GIF or WEBP image.',
  },
} as const;

type Texts = typeof enUS;
/** 'table.search', 'form.failed', … */
export type SdkTextKey = { [G in keyof Texts]: `${G}.${keyof Texts[G] & string}` }[keyof Texts];
type Translation = { [G in keyof Texts]: { [K in keyof Texts[G]]: string } };

/** Locales with every group, and (below) locales that have the newer groups only; i18next falls back to en-US per key. */
const others: Record<string, Partial<Translation>> = {
  de: {
    table: {
      search: 'Suchen',
      empty: 'Hier ist noch nichts.',
      noResults: 'Nichts passt zu Ihrer Suche oder den Filtern.',
      loadFailed: 'Die Liste konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      selectRow: '{{label}} auswählen',
      selectPage: 'Alle Zeilen dieser Seite auswählen',
      pageReport: '{first} bis {last} von {totalRecords}',
      selectedCount: '{{count}} ausgewählt',
    },
    form: {
      failed: 'Bei der Anfrage ist ein Fehler aufgetreten',
    },
    undo: {
      action: 'Rückgängig',
      restored: 'Wiederhergestellt',
    },
    upload: {
      button: 'Hochladen',
      uploading: 'Wird hochgeladen…',
      failed: 'Hochladen fehlgeschlagen!',
      tooLarge: 'Die Datei ist größer als {{max}}. Wählen Sie eine kleinere Datei.',
      wrongType: 'Wählen Sie ein PNG-, JPEG-, GIF- oder WEBP-Bild.',
    },
  },
  es: {
    table: {
      search: 'Buscar',
      empty: 'Aún no hay nada aquí.',
      noResults: 'Nada coincide con su búsqueda o filtros.',
      loadFailed: 'No se pudo cargar la lista.',
      retry: 'Reintentar',
      selectRow: 'Seleccionar {{label}}',
      selectPage: 'Seleccionar todas las filas de esta página',
      pageReport: '{first} a {last} de {totalRecords}',
      selectedCount: '{{count}} seleccionados',
    },
    form: {
      failed: 'Algo salió mal con la solicitud',
    },
    undo: {
      action: 'Deshacer',
      restored: 'Restaurado',
    },
    upload: {
      button: 'Subir',
      uploading: 'Subiendo…',
      failed: '¡Error al subir!',
      tooLarge: 'El archivo supera {{max}}. Elija un archivo más pequeño.',
      wrongType: 'Elija una imagen PNG, JPEG, GIF o WEBP.',
    },
  },
  ar: {
    upload: {
      button: 'رفع',
      uploading: 'جارٍ الرفع…',
      failed: 'فشل الرفع!',
      tooLarge: 'الملف أكبر من {{max}}. اختر ملفًا أصغر.',
      wrongType: 'اختر صورة بصيغة PNG أو JPEG أو GIF أو WEBP.',
    },
  },
  bn: {
    upload: {
      button: 'আপলোড',
      uploading: 'আপলোড হচ্ছে…',
      failed: 'আপলোড ব্যর্থ হয়েছে!',
      tooLarge: 'ফাইলটি {{max}}-এর চেয়ে বড়। একটি ছোট ফাইল বেছে নিন।',
      wrongType: 'একটি PNG, JPEG, GIF বা WEBP ছবি বেছে নিন।',
    },
  },
  'fr-FR': {
    upload: {
      button: 'Téléverser',
      uploading: 'Téléversement…',
      failed: 'Échec du téléversement !',
      tooLarge: 'Le fichier dépasse {{max}}. Choisissez un fichier plus petit.',
      wrongType: 'Choisissez une image PNG, JPEG, GIF ou WEBP.',
    },
  },
  id: {
    upload: {
      button: 'Unggah',
      uploading: 'Mengunggah…',
      failed: 'Unggahan Gagal!',
      tooLarge: 'Berkas lebih besar dari {{max}}. Pilih berkas yang lebih kecil.',
      wrongType: 'Pilih gambar PNG, JPEG, GIF, atau WEBP.',
    },
  },
  it: {
    upload: {
      button: 'Carica',
      uploading: 'Caricamento…',
      failed: 'Caricamento non riuscito!',
      tooLarge: 'Il file supera {{max}}. Scegli un file più piccolo.',
      wrongType: "Scegli un'immagine PNG, JPEG, GIF o WEBP.",
    },
  },
  ko: {
    upload: {
      button: '업로드',
      uploading: '업로드 중…',
      failed: '업로드 실패!',
      tooLarge: '파일이 {{max}}보다 큽니다. 더 작은 파일을 선택하세요.',
      wrongType: 'PNG, JPEG, GIF 또는 WEBP 이미지를 선택하세요.',
    },
  },
  nl: {
    upload: {
      button: 'Uploaden',
      uploading: 'Bezig met uploaden…',
      failed: 'Uploaden mislukt!',
      tooLarge: 'Het bestand is groter dan {{max}}. Kies een kleiner bestand.',
      wrongType: 'Kies een PNG-, JPEG-, GIF- of WEBP-afbeelding.',
    },
  },
  'pt-BR': {
    upload: {
      button: 'Enviar',
      uploading: 'Enviando…',
      failed: 'Falha no envio!',
      tooLarge: 'O arquivo é maior que {{max}}. Escolha um arquivo menor.',
      wrongType: 'Escolha uma imagem PNG, JPEG, GIF ou WEBP.',
    },
  },
  pt: {
    upload: {
      button: 'Carregar',
      uploading: 'A carregar…',
      failed: 'Falha no carregamento!',
      tooLarge: 'O ficheiro é maior do que {{max}}. Escolha um ficheiro mais pequeno.',
      wrongType: 'Escolha uma imagem PNG, JPEG, GIF ou WEBP.',
    },
  },
  ro: {
    upload: {
      button: 'Încarcă',
      uploading: 'Se încarcă…',
      failed: 'Încărcarea a eșuat!',
      tooLarge: 'Fișierul depășește {{max}}. Alegeți un fișier mai mic.',
      wrongType: 'Alegeți o imagine PNG, JPEG, GIF sau WEBP.',
    },
  },
  ru: {
    upload: {
      button: 'Загрузить',
      uploading: 'Загрузка…',
      failed: 'Не удалось загрузить!',
      tooLarge: 'Файл больше {{max}}. Выберите файл поменьше.',
      wrongType: 'Выберите изображение PNG, JPEG, GIF или WEBP.',
    },
  },
  th: {
    upload: {
      button: 'อัปโหลด',
      uploading: 'กำลังอัปโหลด…',
      failed: 'อัปโหลดไม่สำเร็จ!',
      tooLarge: 'ไฟล์มีขนาดใหญ่กว่า {{max}} โปรดเลือกไฟล์ที่เล็กกว่า',
      wrongType: 'โปรดเลือกรูปภาพ PNG, JPEG, GIF หรือ WEBP',
    },
  },
  tr: {
    upload: {
      button: 'Yükle',
      uploading: 'Yükleniyor…',
      failed: 'Yükleme Başarısız!',
      tooLarge: 'Dosya {{max}} boyutundan büyük. Daha küçük bir dosya seçin.',
      wrongType: 'PNG, JPEG, GIF veya WEBP bir görsel seçin.',
    },
  },
  vi: {
    upload: {
      button: 'Tải lên',
      uploading: 'Đang tải lên…',
      failed: 'Tải lên thất bại!',
      tooLarge: 'Tệp lớn hơn {{max}}. Hãy chọn tệp nhỏ hơn.',
      wrongType: 'Hãy chọn ảnh PNG, JPEG, GIF hoặc WEBP.',
    },
  },
  'zh-CN': {
    upload: {
      button: '上传',
      uploading: '正在上传…',
      failed: '上传失败！',
      tooLarge: '文件大于 {{max}}。请选择较小的文件。',
      wrongType: '请选择 PNG、JPEG、GIF 或 WEBP 图片。',
    },
  },
  'zh-TW': {
    upload: {
      button: '上傳',
      uploading: '正在上傳…',
      failed: '上傳失敗！',
      tooLarge: '檔案大於 {{max}}。請選擇較小的檔案。',
      wrongType: '請選擇 PNG、JPEG、GIF 或 WEBP 圖片。',
    },
  },
};

export type SdkText = (key: SdkTextKey, values?: Record<string, string | number>) => string;

interface I18nLike {
  language?: string;
  addResourceBundle?(lng: string, ns: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
  hasResourceBundle?(lng: string, ns: string): boolean;
  t?: unknown;
}

const registered = new WeakSet<object>();

function register(i18n: I18nLike): boolean {
  if (typeof i18n.addResourceBundle !== 'function' || typeof i18n.t !== 'function') return false;
  if (registered.has(i18n)) return true;
  for (const [lng, texts] of Object.entries({ 'en-US': enUS, ...others })) {
    if (!i18n.hasResourceBundle?.(lng, sdkNamespace)) i18n.addResourceBundle(lng, sdkNamespace, texts, true, false);
  }
  registered.add(i18n);
  return true;
}

/** `{{name}}` interpolation for when no i18next instance is around (a plugin's own tests). */
function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function english(key: SdkTextKey): string {
  const [group, name] = key.split('.') as [keyof Texts, string];
  return (enUS[group] as Record<string, string>)[name] ?? key;
}

export function useSdkText(): SdkText {
  // No namespace here: the shell's default one is loaded, so this never suspends.
  const { i18n } = useTranslation();
  const ready = register(i18n);
  const language = (i18n as unknown as I18nLike).language;
  return useCallback<SdkText>(
    (key, values) => {
      if (!ready) return interpolate(english(key), values);
      // The shell may type `t` against its own keys; the SDK's live in their own namespace.
      const t = (i18n as unknown as { t(key: string, options: object): string }).t.bind(i18n);
      // React escapes text itself; i18next escaping too would show &amp; in names.
      return t(key, { ns: sdkNamespace, ...values, interpolation: { escapeValue: false } });
    },
    // language: a new function after a language change, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ready, language],
  );
}
