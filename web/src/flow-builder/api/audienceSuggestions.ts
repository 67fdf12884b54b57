import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';

/** The account's tags and custom variables, offered as suggestions by the editor's fields. */
export interface AudienceSuggestions {
  tags: readonly string[];
  variables: readonly string[];
  /** False until the lists arrived (or when they could not be loaded): then nothing can be said about a name. */
  loaded: boolean;
}

const none: AudienceSuggestions = { tags: [], variables: [], loaded: false };
let loading: Promise<AudienceSuggestions> | null = null;

async function load(): Promise<AudienceSuggestions> {
  const [tags, variables] = await Promise.all([
    apiRequest<Array<{ groupName: string }>>('GET', '/api/audience/tags'),
    apiRequest<Array<{ key: string }>>('GET', '/api/custom-variables/options'),
  ]);
  return { tags: tags.map((tag) => tag.groupName), variables: variables.map((variable) => variable.key), loaded: true };
}

/**
 * Loaded once per editor window: a suggestion list only helps typing, so a failed load leaves the
 * fields free-text (the server still checks names on save) and is tried again next time.
 */
export function useAudienceSuggestions(): AudienceSuggestions {
  const [suggestions, setSuggestions] = useState<AudienceSuggestions>(none);
  useEffect(() => {
    let live = true;
    loading ??= load().catch(() => {
      loading = null;
      return none;
    });
    void loading.then((found) => live && setSuggestions(found));
    return () => {
      live = false;
    };
  }, []);
  return suggestions;
}
