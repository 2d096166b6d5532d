// Neither the search's component nor its suggestions' query is exported here: a static import of
// them from the header would put them back into every page's JavaScript (the search loads as a
// part on intent, decision 0017; its suggestions on demand, decision 0012).
export type { MiniSearchProps } from './MiniSearch.tsx';
export { searchPath } from './search-path.ts';

/** The search as a part that loads on intent (the header's, decision 0017). */
export const loadMiniSearch = () =>
  import('./MiniSearch.tsx').then((module) => ({ default: module.MiniSearch }));
