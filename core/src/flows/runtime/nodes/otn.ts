import { coreNodeTypes, defineFlowNode, type OtnSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

/** Stands in for an empty title (the editor asks for one before publishing). */
export const otnButtonTitle = 'Notify me';

/**
 * Asks for a one-time notification (Messenger OTN) as the platform's own template. The runtime
 * records the request; the subscriber's opt-in (an `optIn` event with the payload and a token)
 * keeps the token and continues on `next`.
 */
export const otnNode = defineFlowNode<OtnSettings>({
  ...coreSpec<OtnSettings>(coreNodeTypes.otn),
  execute: (settings, context) => {
    const title = settings.title.trim() || settings.topic.trim() || otnButtonTitle;
    context.send({ kind: 'otnRequest', title, payload: context.payloadFor('next') });
    return { kind: 'end' };
  },
});
