import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isSealed, publicUrlMessages } from '@chatmill/sdk';
import { FakeDnsServer } from '../../fakes/dnsServer.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { parseKeys, newKeySetting } from '../../../core/src/vault/keyRing.ts';
import { resealColumns } from '../../../core/src/vault/sealedColumns.ts';
import { Vault } from '../../../core/src/vault/vault.ts';
import { pluginId } from '../../../plugins/web-chat-widget/src/common/ids.ts';
import { visitorSecretPurpose } from '../../../plugins/web-chat-widget/src/server/services/visitorSecret.ts';
import { openVisitor, signUpOwner, startWidgetPlatform, type WidgetApi } from '../../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';

let t: TestPlatform;
let api: WidgetApi;
let dns: FakeDnsServer;

beforeAll(async () => {
  dns = await FakeDnsServer.start();
  dns.setA('intranet-cdn.example.com', ['10.0.0.1']);
  t = await startWidgetPlatform({ DNS_SERVERS: dns.address });
  api = await signUpOwner(t);
});
afterAll(async () => {
  await t.stop();
  await dns.close();
});

const stored = async (widgetId: string) =>
  (
    await t.platform.db
      .em()
      .execute<{ visitor_secret: string; account_id: number }[]>(
        `select "visitor_secret", "account_id" from "web_chat_widget_account" where "widget_id" = :widgetId`,
        { widgetId },
      )
  )[0]!;
const open = (vault: Vault, accountId: number, widgetId: string, sealed: string) =>
  vault.open({ owner: pluginId, accountId, purpose: visitorSecretPurpose(widgetId) }, sealed);

describe("the widget's visitor-signing secret at rest", () => {
  it('is stored sealed, never in plain text, and no answer of the API carries it', async () => {
    const widget = await api.createWidget();
    const row = await stored(widget.widgetId);
    expect(isSealed(row.visitor_secret)).toBe(true);
    const plaintext = open(t.platform.ports.vault, row.account_id, widget.widgetId, row.visitor_secret);
    expect(plaintext).toMatch(/^[0-9a-f]{64}$/);
    expect(row.visitor_secret).not.toContain(plaintext);
    const answers = [await api.get('/accounts'), await api.get(`/accounts/${widget.id}`), await api.patch(`/accounts/${widget.id}`, { title: 'Changed' })];
    for (const { status, body: answer } of answers) {
      expect(status).toBe(200);
      expect(JSON.stringify(answer)).not.toContain(plaintext);
      expect(JSON.stringify(answer)).not.toContain(row.visitor_secret);
    }
    // The socket still signs visitors with it.
    const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
    expect((await visitor.next('ready')).visitor).toMatch(/\./);
    visitor.socket.close();
  });

  it('does not open on another widget’s row', async () => {
    const [a, b] = [await api.createWidget(), await api.createWidget()];
    const rowA = await stored(a.widgetId);
    expect(() => open(t.platform.ports.vault, rowA.account_id, b.widgetId, rowA.visitor_secret)).toThrow('does not open here');
  });

  it('seals a secret stored in plain text before the vault (what each start does)', async () => {
    const widget = await api.createWidget();
    const legacy = 'ab'.repeat(32);
    await t.platform.db
      .em()
      .execute(`update "web_chat_widget_account" set "visitor_secret" = :legacy where "widget_id" = :widgetId`, { legacy, widgetId: widget.widgetId });
    const count = await resealColumns(t.platform.db.em(), t.platform.ports.vault, t.platform.plugins.sealedColumns(), 'plaintext');
    expect(count.sealed).toBe(1);
    const row = await stored(widget.widgetId);
    expect(isSealed(row.visitor_secret)).toBe(true);
    expect(open(t.platform.ports.vault, row.account_id, widget.widgetId, row.visitor_secret)).toBe(legacy);
  });

  it('re-seals every value with a new key put first (vault:rotate), and the values still open', async () => {
    const widget = await api.createWidget();
    const before = await stored(widget.widgetId);
    const plaintext = open(t.platform.ports.vault, before.account_id, widget.widgetId, before.visitor_secret);
    const current = t.platform.ports.vault.current;
    const rotated = new Vault([...parseKeys([newKeySetting('rotated')]), current]);
    const count = await resealColumns(t.platform.db.em(), rotated, t.platform.plugins.sealedColumns(), 'stale');
    expect(count.resealed).toBeGreaterThanOrEqual(1);
    const after = await stored(widget.widgetId);
    expect(rotated.keyIdOf(after.visitor_secret)).toBe('rotated');
    expect(open(rotated, after.account_id, widget.widgetId, after.visitor_secret)).toBe(plaintext);
    // The old key alone no longer opens it: nothing needs the old key any more.
    expect(() => open(new Vault([current]), after.account_id, widget.widgetId, after.visitor_secret)).toThrow('rotated');
  });
});

describe("the widget's logo and favicon addresses", () => {
  it.each([
    ['https://127.0.0.1/logo.png', publicUrlMessages.privateNetwork],
    ['https://169.254.169.254/latest/meta-data/', publicUrlMessages.privateNetwork],
    ['https://[::1]/logo.png', publicUrlMessages.privateNetwork],
    ['https://localhost/logo.png', publicUrlMessages.privateNetwork],
  ])('refuses %s when saved', async (url, message) => {
    const res = await api.post('/accounts', { name: 'W', title: 'T', domains: ['https://shop.example.com'], logoUrl: url });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.logoUrl).toBe(message);
  });

  it('refuses a name that resolves to a private address, on create and on update', async () => {
    const res = await api.post('/accounts', {
      name: 'W',
      title: 'T',
      domains: ['https://shop.example.com'],
      faviconUrl: 'https://intranet-cdn.example.com/favicon.ico',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.faviconUrl).toContain(publicUrlMessages.privateNetwork);
    expect(res.body.error.fields.faviconUrl).toContain('10.0.0.1');
    const widget = await api.createWidget();
    const update = await api.patch(`/accounts/${widget.id}`, { logoUrl: 'https://intranet-cdn.example.com/logo.png' });
    expect(update.status).toBe(400);
    expect(update.body.error.fields.logoUrl).toContain(publicUrlMessages.privateNetwork);
    expect((await api.patch(`/accounts/${widget.id}`, { logoUrl: 'https://cdn.example.com/logo.png' })).status).toBe(200);
  });
});
