import { useEffect, useId } from 'react';

/**
 * The forms on screen that hold typing not yet saved. Every useZodForm reports here, so the
 * shell can ask before a navigation or a page unload would drop what was typed; plugins get this
 * without writing anything. A form that is being submitted does not count: its handler may
 * navigate away the moment the server accepts.
 */
const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Reports whether one form holds unsaved typing, for as long as it is mounted. */
export function useUnsavedChanges(unsaved: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!unsaved) return;
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [id, unsaved]);
}
