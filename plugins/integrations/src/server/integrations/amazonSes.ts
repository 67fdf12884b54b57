import { signV4 } from '../checks/awsSigV4.ts';
import { fillEndpoint } from '../checks/endpointTemplate.ts';
import { field } from '../checks/fields.ts';
import { failureOf, reaching, textAt } from '../checks/serviceAnswer.ts';
import { defineIntegration } from '@chatmill/sdk';

const service = 'Amazon SES';

/**
 * Amazon SES: the test asks SES API v2 for the account's sending status (GetAccount,
 * `GET /v2/email/account`), signed with Signature Version 4 for the region entered. A wrong key
 * id or a wrong secret answer 403 (UnrecognizedClientException, SignatureDoesNotMatch); an
 * account still in the sandbox or with sending paused is reported, as its mail would not go out.
 */
export const amazonSes = defineIntegration({
  id: 'amazon-ses',
  name: service,
  group: 'email',
  description: 'description.amazon-ses',
  setup: {
    kind: 'form',
    fields: [
      field('amazon-ses', 'region', 'text', { help: true, maxLength: 30 }),
      field('amazon-ses', 'key', 'text', { help: true, maxLength: 128 }),
      field('amazon-ses', 'secret', 'secret', { maxLength: 128 }),
    ],
  },
  endpoints: { api: 'https://email.{region}.amazonaws.com' },
  test(credentials, context) {
    const region = credentials['region']?.trim() ?? '';
    const base = fillEndpoint(context.endpoint('api'), { region: { value: region, pattern: /^[a-z]{2}(-[a-z]+)+-\d$/ } });
    if (!base) return Promise.resolve({ ok: false, message: `"${region}" is not an AWS region. Enter the region of your SES account, e.g. us-east-1.` });
    return reaching(service, async () => {
      const url = new URL(`${base}/v2/email/account`);
      const headers = signV4(
        { method: 'GET', url },
        { accessKeyId: credentials['key']?.trim() ?? '', secretAccessKey: credentials['secret'] ?? '' },
        { region, service: 'ses', now: new Date() },
      );
      const response = await context.outgoing.fetch(url.toString(), { headers, maxRedirects: 0 });
      const failure = failureOf(response, {
        service,
        whenRefused: 'Check the access key id and secret access key of an IAM user allowed to use SES (ses:GetAccount), and the region.',
        detail: (body) => textAt(body, 'message') ?? response.headers['x-amzn-errortype']?.split(':')[0],
      });
      if (failure) return failure;
      const account = response.json() as { SendingEnabled?: boolean; ProductionAccessEnabled?: boolean };
      if (account.SendingEnabled === false) {
        return { ok: false, message: `Sending is paused for this SES account in ${region}. Resume it in the SES console, then test again.` };
      }
      return account.ProductionAccessEnabled === false
        ? { ok: true, detail: `The SES account in ${region} is still in the sandbox: it sends only to verified addresses until AWS grants production access.` }
        : { ok: true };
    });
  },
});
