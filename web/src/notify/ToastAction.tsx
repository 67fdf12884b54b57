import { Button } from '../components/Button';

interface ToastActionProps {
  detail: string | undefined;
  label: string;
  onAction: () => void;
}

/** The detail of a toast that offers one action, such as Undo after a delete. */
export function ToastAction({ detail, label, onAction }: ToastActionProps) {
  return (
    <div className="toast-action">
      {detail ? <div>{detail}</div> : null}
      <Button type="button" label={label} size="small" outlined onClick={onAction} />
    </div>
  );
}
