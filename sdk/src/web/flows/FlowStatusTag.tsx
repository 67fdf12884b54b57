import { Tag } from 'primereact/tag';
import type { FlowStatus } from '../../flows/flowApi.ts';
import { useFlowText } from './flowText.ts';

const severities: Record<FlowStatus, 'secondary' | 'success' | 'info'> = { draft: 'secondary', published: 'success', shared: 'info' };

/** Spec 2, 3: a flow's status label (draft, published, shared). */
export function FlowStatusTag({ status }: { status: FlowStatus }) {
  const text = useFlowText();
  return <Tag value={text(`status.${status}`)} severity={severities[status]} />;
}
