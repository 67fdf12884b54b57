import { field } from '../checks/fields.ts';
import { defineIntegration } from '@chatmill/sdk';

/**
 * An SMTP server for the account's mail. The test connects through the outgoing guard
 * (`ctx.outgoing.checkSmtp`), secures the line as chosen and signs in, sending nothing.
 */
export const smtp = defineIntegration({
  id: 'smtp',
  name: 'SMTP',
  group: 'email',
  description: 'description.smtp',
  setup: {
    kind: 'form',
    fields: [
      field('smtp', 'default_from_email', 'email', { help: true }),
      field('smtp', 'username', 'text'),
      field('smtp', 'password', 'secret'),
      field('smtp', 'host', 'text', { help: true, maxLength: 253 }),
      field('smtp', 'port', 'number', { help: true, maxLength: 5 }),
      {
        key: 'secure',
        label: 'field.secure',
        type: 'select',
        help: 'help.smtp.secure',
        options: [
          { value: 'tls', label: 'option.secure.tls' },
          { value: 'ssl', label: 'option.secure.ssl' },
          { value: 'none', label: 'option.secure.none' },
        ],
      },
    ],
  },
  async test(credentials, context) {
    const port = Number(credentials['port']);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      return { ok: false, message: 'Enter the SMTP port: a number from 1 to 65535 (usually 587, or 465 with SSL).' };
    const security = credentials['secure'] === 'ssl' || credentials['secure'] === 'none' ? credentials['secure'] : 'tls';
    const username = credentials['username']?.trim();
    const result = await context.outgoing.checkSmtp({
      host: credentials['host']?.trim() ?? '',
      port,
      security,
      ...(username ? { username, password: credentials['password'] ?? '' } : {}),
    });
    return result.ok ? { ok: true } : { ok: false, message: result.message };
  },
});
