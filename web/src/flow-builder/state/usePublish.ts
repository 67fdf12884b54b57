import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowPublished } from '../../../../sdk/src/flows/flowApi.ts';
import type { FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { FlowProblemsError, problemRequest } from '../api/problemRequest';
import { problemText } from '../problems/problemText';

export interface Publisher {
  publishing: boolean;
  /** What the server refused the last publish for (its capability check names every node). */
  problems: FlowProblem[];
  publish(): Promise<number | null>;
}

/**
 * Publish: save what is on screen, then ask the server for a new numbered version. A refusal
 * comes with the problems that stop it, which the editor lists with the nodes they name until
 * the next attempt (those about nodes deleted since are dropped from the list). A postback id
 * another flow starts on ('Postback ID already used') asks to override, and publishes if the
 * owner does.
 */
export function usePublish(flowId: number, flush: () => Promise<boolean>, onPublished: (version: number) => void, onRefused: () => void): Publisher {
  const { t } = useTranslation();
  const host = useHost();
  const [publishing, setPublishing] = useState(false);
  const [problems, setProblems] = useState<FlowProblem[]>([]);

  /** Whether the owner moves the postback ids to this flow, when they are all that stops the publish. */
  const overrides = useCallback(
    async (problems: readonly FlowProblem[]) => {
      if (!problems.every((problem) => problem.code === 'postbackIdUsed')) return false;
      const words = problems.map((problem) => problemText(problem, t));
      return host.confirm({
        header: words[0]!.message,
        message: words.map((w) => w.detail).join(' '),
        acceptLabel: t('flowBuilder.publish.override'),
        rejectLabel: t('flowBuilder.publish.cancel'),
      });
    },
    [host, t],
  );

  const publish = useCallback(async () => {
    setPublishing(true);
    try {
      if (!(await flush())) {
        host.toast({ severity: 'warn', summary: t('flowBuilder.publish.notSaved'), detail: t('flowBuilder.publish.notSavedDetail') });
        onRefused();
        return null;
      }
      const send = (overridePostbackId: boolean) => problemRequest<FlowPublished>('POST', flowPaths.publish(flowId), { overridePostbackId });
      const published = await send(false).catch(async (error: unknown) => {
        if (error instanceof FlowProblemsError && error.problems.length > 0 && (await overrides(error.problems))) return send(true);
        throw error;
      });
      setProblems([]);
      host.toast({ severity: 'success', summary: t('flowBuilder.publish.done', { number: published.version }) });
      onPublished(published.version);
      return published.version;
    } catch (error) {
      if (error instanceof FlowProblemsError && error.problems.length > 0) {
        setProblems(error.problems);
        host.toast({
          severity: 'error',
          summary: t('flowBuilder.publish.refused'),
          detail: t('flowBuilder.publish.refusedDetail', { count: error.problems.length }),
        });
        onRefused();
      } else if (!(error instanceof FlowProblemsError && error.code === 'FORBIDDEN')) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('flowBuilder.publish.failed')) });
      }
      return null;
    } finally {
      setPublishing(false);
    }
  }, [flowId, flush, host, onPublished, onRefused, overrides, t]);

  return { publishing, problems, publish };
}
