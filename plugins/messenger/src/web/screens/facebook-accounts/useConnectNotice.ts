import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export interface ConnectNotice {
  severity: 'success' | 'warn' | 'error';
  text: string;
}

/** The query the server's Facebook callback redirects back with (`?found=N`, `?error=…&reason=…`). */
const resultParams = ['found', 'error', 'reason'] as const;

/**
 * What came of the Facebook sign-in, from the query the server redirected back with. The
 * notice is read once, when the screen opens, and the query is then removed (replacing the
 * history entry), so neither a later navigation back nor a reload shows it again; it stays on
 * screen until `dismiss` (the screen's next action).
 */
export function useConnectNotice(): { notice: ConnectNotice | null; dismiss(): void } {
  const { t } = useTranslation('messenger');
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<ConnectNotice | null>(() => readNotice(params, t));

  useEffect(() => {
    if (!resultParams.some((name) => params.has(name))) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of resultParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}

function readNotice(params: URLSearchParams, t: (key: string, options?: Record<string, unknown>) => string): ConnectNotice | null {
  const found = params.get('found');
  if (found !== null) {
    const count = Number.parseInt(found, 10);
    if (!Number.isFinite(count) || count < 0) return null;
    // Facebook lists no page when the user ticked none in its dialog: say what to do instead of "0 pages".
    if (count === 0) return { severity: 'warn', text: t('connect.foundNone') };
    return { severity: 'success', text: t('connect.found', { count }) };
  }
  switch (params.get('error')) {
    case null:
      return null;
    case 'cancelled':
      return { severity: 'warn', text: t('connect.cancelled') };
    case 'expired':
      return { severity: 'warn', text: t('connect.expired') };
    default: {
      const reason = params.get('reason')?.trim();
      return { severity: 'error', text: reason ? t('connect.failed', { reason }) : t('connect.failedNoReason') };
    }
  }
}
