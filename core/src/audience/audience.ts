import type { AudiencePort } from '@chatmill/sdk';
import { listForAccount } from './customVariables/customVariableRepository.ts';
import { changeSubscriberTags } from './subscriberTags.ts';
import { setSubscriberValue } from './subscriberValues.ts';
import { tagCatalogue } from './tagCatalogue.ts';

/** The audience port routes, jobs and sockets get (stateless: every call names its entity manager and account). */
export const audience: AudiencePort = {
  tags: { ...tagCatalogue, changeSubscribers: changeSubscriberTags },
  variables: { list: listForAccount, setSubscriberValue },
};
