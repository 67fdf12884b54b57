import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The flow components of the SDK (flow list, flow picker) speak with the shell's own texts,
 * the `flowBuilder` part of its catalogue: they always run inside the dashboard shell, on
 * its i18next, so a channel plugin gets them in the user's language without shipping them.
 */
const SHELL_NAMESPACE = 'translation';

export type FlowText = (key: string, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * `text('list.create')` reads `flowBuilder.list.create`. Keys under `errors.` are read as they
 * are: the spec's flow-choice messages ('Please select {channel} Flow', 'Selected Flow Does Not
 * Exist') live in the shell's error catalogue, shared with the rest of the product.
 */
export function useFlowText(): FlowText {
  const { t, i18n } = useTranslation();
  return useCallback<FlowText>(
    (key, values) => (i18n.t as unknown as LooseT)(key.startsWith('errors.') ? key : `flowBuilder.${key}`, { ns: SHELL_NAMESPACE, ...values }),
    // `t` changes with the language and when texts are added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n],
  );
}
