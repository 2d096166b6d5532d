export type { MiniSearchProps } from './MiniSearch.tsx';
export { MiniSearch, searchPath } from './MiniSearch.tsx';
export { SUGGESTIONS_DEBOUNCE_MS, suggestionsQuery } from './suggestions-query.ts';
