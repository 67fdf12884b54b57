import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next, { type i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageSetSettings } from '../../sdk/src/flows/coreNodeSettings.ts';
import { validateFlow } from '../../sdk/src/flows/validation/index.ts';
import { buttons, messenger, nextStep, started, text } from '../../sdk/src/flows/validation/testGraph.ts';
import { problemWords, settingsFieldText, settingsIssueWords, type Translate } from '../../sdk/src/web/flows/problemWords.ts';

/** The flow editor's words for problems (sdk/src/web/flows/problemWords.ts), through i18next with the shell's real en-US catalogue (issue 21). */
const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../web/src/i18n/locales/en-US.json'), 'utf8')) as Record<string, unknown>;
let i18: i18n;
let t: Translate;

beforeAll(async () => {
  i18 = i18next.createInstance();
  await i18.init({ lng: 'en-US', resources: { 'en-US': { translation: catalogue } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- i18next's overloads answer more than a string
  t = (key, options) => i18.t(key, options ?? {}) as string;
});

const unfinished = () =>
  validateFlow(
    started()
      .message('ask', text('t2', ''), buttons('b1', 'Pick', nextStep('a', ''), nextStep('b', 'x'.repeat(81))))
      .edge('welcome', 'ask')
      .build(),
    messenger,
  ).filter((found) => found.nodeId === 'ask');

describe('problem words', () => {
  it('names each unfinished field in sentences from the catalogue, without zod paths or zod English', () => {
    const words = unfinished().map((found) => problemWords(found, t));
    expect(words).toEqual([
      { message: 'Error: Values are missing', detail: 'Fill in the text of message 1.' },
      { message: 'Error: Values are missing', detail: 'Fill in the title of button 1 of message 2.' },
      { message: 'Invalid Settings', detail: 'Shorten the title of button 2 of message 2 to at most 80 characters.' },
    ]);
    for (const { detail } of words) expect(detail).not.toMatch(/items\.|\{\{|Too (small|big)/);
  });

  it('uses the translation of the catalogue, not the English the server sent', () => {
    const german = i18next.createInstance();
    void german.init({
      lng: 'de',
      initImmediate: false,
      resources: {
        de: {
          translation: {
            flowBuilder: {
              problemTitles: { valuesMissing: 'Fehler: Werte fehlen' },
              problemDetails: { settingEmpty: 'Fülle {{field}} aus.' },
              settingsPath: {
                of: '{{part}} von {{whole}}',
                fields: { title: 'den Titel' },
                elements: { items: 'Nachricht {{number}}', buttons: 'Schaltfläche {{number}}' },
              },
            },
          },
        },
      },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const [, empty] = unfinished();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above
    expect(problemWords(empty!, (key, options) => german.t(key, options ?? {}) as string)).toEqual({
      message: 'Fehler: Werte fehlen',
      detail: 'Fülle den Titel von Schaltfläche 1 von Nachricht 2 aus.',
    });
  });

  it("translates the schema's hints and a node type's missing part by their keys", () => {
    const flow = started()
      .message('pic', { id: 'i1', kind: 'image', url: 'http://example.com/a.png' })
      .edge('welcome', 'pic')
      .condition('check', { rules: [] })
      .edge('pic', 'check')
      .build();
    const found = validateFlow(flow, messenger);
    const https = found.find((p) => p.code === 'settingMalformed')!;
    expect(problemWords(https, t).detail).toBe('Correct the web address of message 1: Web addresses must start with https://.');
    const missing = found.find((p) => p.code === 'nodeIncomplete')!;
    expect(problemWords(missing, t).detail).toBe('Add at least one rule.');
    expect(t('flowBuilder.missing.rule')).toBe('Add at least one rule.');
  });

  it("spells a plugin's own field out and keeps a problem the catalogue does not know as the server worded it", () => {
    expect(settingsFieldText('steps.0.senderName', t)).toBe('the sender name of steps 1');
    expect(problemWords({ code: 'fromTheFuture', message: 'New Rule', detail: 'Something new.', blocks: 'publish' }, t)).toEqual({
      message: 'New Rule',
      detail: 'Something new.',
    });
  });

  it('gives the panel the same sentence for one field', () => {
    const settings = { items: [{ id: 'b1', kind: 'buttons', text: 'Pick', buttons: [{ id: 'a', type: 'url', title: 'Site', url: 'http://example.com' }] }] };
    const result = messageSetSettings.safeParse(settings);
    expect(result.success).toBe(false);
    expect(settingsIssueWords(result.error!.issues[0]!, settings, t)).toBe(
      'Correct the web address of button 1 of message 1: Web addresses must start with https://.',
    );
  });
});
