import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { english } from '../../widget/texts.ts';
import { catalogueDir, readScriptCatalogues, scriptTexts, widgetLanguage, type ScriptSection } from './scriptTexts.ts';

const catalogues = new Map<string, ScriptSection>([
  ['en-US', { open: 'Open chat', send: 'Send', unread_one: '{{count}} new message', unread_other: '{{count}} new messages' }],
  ['de', { open: 'Chat öffnen' }],
  [
    'ar',
    {
      open: 'فتح الدردشة',
      unread_zero: 'لا توجد رسائل جديدة',
      unread_one: 'رسالة جديدة واحدة',
      unread_two: 'رسالتان جديدتان',
      unread_few: '{{count}} رسائل جديدة',
      unread_many: '{{count}} رسالة جديدة',
      unread_other: '{{count}} رسالة جديدة',
      stale: 'x',
    },
  ],
]);

describe("the script's texts for a locale", () => {
  it("are the locale's, with what it lacks in English", () => {
    expect(scriptTexts(catalogues, 'de')).toEqual({
      open: 'Chat öffnen',
      send: 'Send',
      unread_one: '{{count}} new message',
      unread_other: '{{count}} new messages',
    });
  });

  it("take a plural group whole, with the locale's own forms, and only keys en-US has", () => {
    expect(scriptTexts(catalogues, 'ar')).toEqual({
      open: 'فتح الدردشة',
      send: 'Send',
      unread_zero: 'لا توجد رسائل جديدة',
      unread_one: 'رسالة جديدة واحدة',
      unread_two: 'رسالتان جديدتان',
      unread_few: '{{count}} رسائل جديدة',
      unread_many: '{{count}} رسالة جديدة',
      unread_other: '{{count}} رسالة جديدة',
    });
  });

  it('are English for en-US and for a locale without a catalogue', () => {
    expect(scriptTexts(catalogues, 'en-US')).toEqual(catalogues.get('en-US'));
    expect(scriptTexts(catalogues, 'ko')).toEqual(catalogues.get('en-US'));
  });
});

describe('the catalogues on disk', () => {
  it('are read for their script section only, leaving out files that are broken or have none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-i18n-'));
    writeFileSync(join(dir, 'en-US.json'), JSON.stringify({ menu: { header: 'Web Chat Widget' }, script: { open: 'Open chat', nested: { no: 'x' } } }));
    writeFileSync(join(dir, 'de.json'), JSON.stringify({ menu: { header: 'Web-Chat-Widget' } }));
    writeFileSync(join(dir, 'fr-FR.json'), '{ "script": ');
    writeFileSync(join(dir, 'notes.txt'), 'not a catalogue');
    expect([...readScriptCatalogues(dir)]).toEqual([['en-US', { open: 'Open chat' }]]);
    expect(readScriptCatalogues(join(dir, 'missing')).size).toBe(0);
  });

  it("hold the script's built-in English word for word in en-US", () => {
    const enUS = JSON.parse(readFileSync(join(catalogueDir, 'en-US.json'), 'utf8')) as { script: Record<string, string> };
    expect(enUS.script).toEqual(english);
  });

  it('give an Arabic page Arabic texts, right to left, and a Hebrew page English texts, right to left', () => {
    const arabic = widgetLanguage('ar-EG');
    expect(arabic).toMatchObject({ locale: 'ar', dir: 'rtl' });
    expect(arabic.texts).toMatchObject({ open: 'فتح الدردشة', send: 'إرسال', unread_two: 'رسالتان جديدتان' });
    expect(Object.keys(arabic.texts)).toEqual(expect.arrayContaining(Object.keys(english)));
    expect(widgetLanguage('he')).toEqual({ locale: 'en-US', dir: 'rtl', texts: english });
    expect(widgetLanguage('nonsense here')).toEqual({ locale: 'en-US', dir: 'ltr', texts: english });
    expect(widgetLanguage(undefined)).toEqual({ locale: 'en-US', dir: 'ltr', texts: english });
  });
});
