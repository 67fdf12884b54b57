import { coreNodeTypes, defineFlowNode, type OtnSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

/** The button of a one-time notification request; Messenger shows its own "Notify me" for real OTN templates. */
export const otnButtonTitle = 'Notify me';

/**
 * Asks for a one-time notification (Messenger OTN): the title as text with a postback button.
 * The runtime records the request; the subscriber's click is the opt-in and continues on `next`.
 */
export const otnNode = defineFlowNode<OtnSettings>({
  ...coreSpec<OtnSettings>(coreNodeTypes.otn),
  execute: (settings, context) => {
    const text = settings.title.trim() || settings.topic.trim() || otnButtonTitle;
    context.send({ kind: 'buttons', text, buttons: [{ kind: 'postback', title: otnButtonTitle, payload: context.payloadFor('next') }] });
    return { kind: 'end' };
  },
});
