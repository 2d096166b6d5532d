// The suggestions' query is not exported here: a static import of it from the header would put
// it, with the rest of the combobox, back into every page's JavaScript (it loads on demand).
export type { MiniSearchProps } from './MiniSearch.tsx';
export { MiniSearch } from './MiniSearch.tsx';
export { searchPath } from './search-path.ts';
