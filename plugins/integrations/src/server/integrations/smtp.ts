import { field } from '../checks/fields.ts';
import { defineIntegration } from '@chatmill/sdk';

/**
 * An SMTP server for the account's mail. No connection test: SMTP is not HTTP, and the SDK has
 * no guarded SMTP client (the core's mailer connects to the operator's own server only); a raw
 * socket from here would bypass the outgoing-URL guard.
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
});
