import type { FlowNodeFailures } from '../../flows/flowApi.ts';
import { useSendFailureText } from '../sendFailureText.ts';
import { useFlowText } from './flowText.ts';

/**
 * A flow's failed sends per node (sdk/README.md 14.9 "Failed sends"): each node with how many of
 * its messages could not go out, and under it the distinct reasons with their counts.
 */
export function FlowFailureTable({ failures }: { failures: readonly FlowNodeFailures[] }) {
  const text = useFlowText();
  const failureText = useSendFailureText();
  if (!failures.length) return <p style={{ color: 'var(--text-color-secondary)', margin: 0 }}>{text('stats.noFailures')}</p>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={text('stats.failures')} data-testid="stats-failures">
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {text('stats.failedNode')}
          </th>
          <th scope="col" style={{ textAlign: 'end' }}>
            {text('stats.failed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {failures.map((node) => (
          <NodeRows key={node.nodeId} node={node} reasonText={failureText} />
        ))}
      </tbody>
    </table>
  );
}

function NodeRows({ node, reasonText }: { node: FlowNodeFailures; reasonText: ReturnType<typeof useSendFailureText> }) {
  return (
    <>
      <tr>
        <th scope="row" style={{ textAlign: 'start', fontWeight: 600 }}>
          {node.label}
        </th>
        <td style={{ textAlign: 'end', fontWeight: 600 }}>{node.failed}</td>
      </tr>
      {node.reasons.map((reason, index) => (
        <tr key={`${index}:${reason.kind ?? ''}:${reason.reason}`}>
          <td style={{ paddingInlineStart: '1.75rem', color: 'var(--text-color-secondary)', overflowWrap: 'anywhere' }}>{reasonText(reason)}</td>
          <td style={{ textAlign: 'end', color: 'var(--text-color-secondary)' }}>{reason.count}</td>
        </tr>
      ))}
    </>
  );
}
