import {
  parseSynonyms,
  SEARCH_CONFIG,
  SEARCH_SYNONYMS_KEY,
  SYNONYM_LIMITS,
  synonymLimitOf,
} from '@shop/contract/search-synonyms';
import type { ConfigProblem, ConfigTab } from './ConfigTabs.tsx';

/**
 * What is wrong with a synonyms text, found as the server finds it (the same parser), with the line it is on; or
 * undefined. An empty text is allowed: the search then has no synonyms.
 */
export function synonymsError(value: unknown): ConfigProblem | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    return { key: 'resources.configs.errors.synonymsBadWord', values: { line: 1 } };
  }
  const [problem] = parseSynonyms(value ?? '').problems;
  if (!problem) return undefined;
  const reason = problem.reason;
  return {
    key: `resources.configs.errors.synonyms${reason.charAt(0).toUpperCase()}${reason.slice(1)}`,
    values: { line: problem.line, max: synonymLimitOf(problem.reason) },
  };
}

/**
 * The search setting: the keyword search's synonyms, one group a line (手机 = phone = smartphone). Saving it
 * refreshes the storefront's cached lists at once.
 */
export const searchTab: ConfigTab = {
  key: 'search',
  source: { kind: 'group', group: SEARCH_CONFIG },
  fields: [{ value: SEARCH_SYNONYMS_KEY, type: 'textarea', options: { maxLength: SYNONYM_LIMITS.chars } }],
  checks: { [SEARCH_SYNONYMS_KEY]: synonymsError },
  hints: { [SEARCH_SYNONYMS_KEY]: 'resources.configs.hints.synonyms' },
};
