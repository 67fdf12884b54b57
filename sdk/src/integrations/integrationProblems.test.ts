import { describe, expect, it } from '@jest/globals';
import { definePlugin, PluginManifestError } from '../plugin/definePlugin.ts';
import { defineIntegration, type IntegrationDefinition } from './integrationDefinition.ts';

const base = { id: 'mailers', name: 'Mailers', version: '1.0.0', sdk: '^0.1.0' };

const smtp = defineIntegration({
  id: 'smtp',
  name: 'SMTP',
  group: 'email',
  description: 'integrations.smtp.description',
  setup: {
    kind: 'form',
    fields: [
      { key: 'host', label: 'integrations.field.host', type: 'text' },
      { key: 'secure', label: 'integrations.field.secure', type: 'select', options: [{ value: 'tls', label: 'integrations.secure.tls' }] },
      { key: 'password', label: 'integrations.field.password', type: 'secret' },
    ],
  },
  endpoints: { api: 'https://api.example.com' },
});

function problemsOf(integrations: IntegrationDefinition[]): string {
  try {
    definePlugin({ ...base, integrations });
  } catch (error) {
    expect(error).toBeInstanceOf(PluginManifestError);
    return (error as Error).message;
  }
  throw new Error('expected the integrations to be refused');
}

describe('definePlugin: integrations', () => {
  it('keeps good integrations on the plugin', () => {
    const plugin = definePlugin({
      ...base,
      integrations: [
        smtp,
        { id: 'woocommerce', name: 'WooCommerce', group: 'ecommerce', description: 'd', setup: { kind: 'link', href: '/ecommerce/plugins', label: 'l' } },
        { id: 'zapier', name: 'Zapier', group: 'automation', description: 'd', setup: { kind: 'listed' } },
      ],
    });
    expect(plugin.integrations?.map((integration) => integration.id)).toEqual(['smtp', 'woocommerce', 'zapier']);
  });

  it('names the plugin, the integration and each wrong part', () => {
    const message = problemsOf([
      { ...smtp, id: 'Bad Id' },
      smtp,
      smtp,
      {
        ...smtp,
        id: 'broken',
        group: 'chat' as 'email',
        setup: {
          kind: 'form',
          fields: [
            { key: 'api key', label: 'x', type: 'text' },
            { key: 'token', label: 'x', type: 'secret' },
            { key: 'token', label: 'x', type: 'secret' },
            { key: 'mode', label: 'x', type: 'select' },
            { key: 'size', label: 'x', type: 'number', maxLength: 0 },
          ],
        },
      },
      { ...smtp, id: 'outside', setup: { kind: 'link', href: 'http://example.com', label: 'l' } },
      { ...smtp, id: 'sneaky', setup: { kind: 'link', href: '//evil.example', label: 'l' } },
    ]);
    expect(message).toMatch(/^Plugin mailers: /);
    expect(message).toContain('integration Bad Id: the id is lower case letters');
    expect(message).toContain('integration smtp: declared twice');
    expect(message).toContain('integration broken: the group is one of email, payments, ai');
    expect(message).toContain('integration broken: field api key: the key is letters, digits and _');
    expect(message).toContain('integration broken: field token: declared twice');
    expect(message).toContain('integration broken: field mode: a select needs options');
    expect(message).toContain('integration broken: field size: maxLength is a whole number');
    expect(message).toContain("integration outside: the link's href is a dashboard path (/…) or an https address");
    expect(message).toContain("integration sneaky: the link's href is a dashboard path");
  });
});
