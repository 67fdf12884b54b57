import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { settingsIssueWords, type Translate } from '../../../../sdk/src/web/flows/problemWords.ts';

/**
 * The settings schema's complaints, by field path ('keywords.0.text'), to show under each
 * field while the owner fills the panel in, in the user's language: a required value left
 * empty says so; anything else as the problem list words it (problemWords).
 */
export function useSettingsIssues(schema: z.ZodType | undefined, settings: unknown): (...path: Array<string | number>) => string | undefined {
  const { t } = useTranslation();
  const issues = useMemo(() => {
    const map = new Map<string, string>();
    const result = schema?.safeParse(settings);
    if (!result || result.success) return map;
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (map.has(key)) continue;
      const empty = issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      map.set(key, empty || missing ? t('flowBuilder.panels.required') : settingsIssueWords(issue, settings, t as unknown as Translate));
    }
    return map;
  }, [schema, settings, t]);
  return (...path) => issues.get(path.map(String).join('.'));
}
