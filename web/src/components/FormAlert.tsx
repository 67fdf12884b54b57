import { lazy, Suspense } from 'react';

// PrimeReact's Message loads the first time a form has something to say (after a submit,
// which waited for the server anyway): imported here, it brought PrimeReact's core into the
// code the login and dashboard screens wait for.
const Message = lazy(() => import('primereact/message').then((module) => ({ default: module.Message })));

interface FormAlertProps {
  text: string | null | undefined;
  severity?: 'error' | 'warn' | 'info' | 'success';
}

/** A message above or below a form; PrimeReact's Message is a live `role="alert"` region. */
export function FormAlert({ text, severity = 'error' }: FormAlertProps) {
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <Message severity={severity} text={text} />
    </Suspense>
  );
}
