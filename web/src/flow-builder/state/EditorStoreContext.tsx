import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './editorStore.ts';

/** The editor store of the flow on screen (one per editor window). */
export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor() needs the flow editor around it.');
  return store;
}

/** A slice of the editor's state; redraws only when the slice changes. */
export function useEditor<T>(select: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), select);
}
