import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SendFailure } from '../channels/sendFailure.ts';

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * A failed send as the owner reads it: the kind of failure in their language, then the reason as
 * the channel or the platform gave it (sdk/README.md 14.9 "Failed sends"). The texts are the
 * shell's (`sendFailures`), shared by the conversation history and the flow stats.
 */
export function useSendFailureText(): (failure: SendFailure) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    ({ kind, reason }: SendFailure) => {
      const said = reason.trim();
      if (!kind) return said;
      const label = (i18n.t as unknown as LooseT)(`sendFailures.${kind}`, { ns: 'translation' });
      return said ? (i18n.t as unknown as LooseT)('sendFailures.withReason', { ns: 'translation', kind: label, reason: said }) : label;
    },
    // `t` changes with the language and when texts are added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n],
  );
}
