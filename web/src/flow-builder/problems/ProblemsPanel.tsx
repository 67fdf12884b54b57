import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedProblem } from '../../../../sdk/src/web/flows/problemList.ts';
import { problemText } from './problemText';

interface ProblemsPanelProps {
  problems: readonly ListedProblem[];
  /** How the problem's node is named ("Send Message · Welcome…"); null when it names none. */
  nodeName(nodeId: string | undefined): string | null;
  /** Selects and shows the node (or edge) the problem is about. */
  onFocus(problem: ListedProblem): void;
}

/**
 * Everything that stops a save or a publish, each with the node it is about: pressing a
 * problem brings its node (or edge) into view and selects it.
 */
export function ProblemsPanel({ problems, nodeName, onFocus }: ProblemsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="fb-side-section" aria-labelledby={headingId}>
      <header className="fb-side-head">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <h2 id={headingId}>{t('flowBuilder.problems.title')}</h2>
      </header>
      {problems.length === 0 ? (
        <p className="fb-field-hint" role="status">
          {t('flowBuilder.problems.none')}
        </p>
      ) : (
        <ul className="fb-problems">
          {problems.map((problem) => {
            const name = nodeName(problem.nodeId);
            const { message, detail } = problemText(problem, t);
            return (
              <li key={problem.key}>
                <button
                  type="button"
                  className={`fb-problem is-${problem.blocks}`}
                  onClick={() => onFocus(problem)}
                  disabled={!problem.nodeId && !problem.edgeId}
                >
                  <span className="fb-problem-message">{message}</span>
                  {name ? <span className="fb-problem-node">{name}</span> : null}
                  {detail ? <span className="fb-problem-detail">{detail}</span> : null}
                  <span className="fb-problem-blocks">
                    {t(problem.blocks === 'save' ? 'flowBuilder.problems.blocksSave' : 'flowBuilder.problems.blocksPublish')}
                    {problem.source === 'publish'
                      ? ` · ${t('flowBuilder.problems.fromPublish')}`
                      : problem.source === 'save'
                        ? ` · ${t('flowBuilder.problems.fromServer')}`
                        : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
