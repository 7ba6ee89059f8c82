import { SearchPage } from '../../features/search/components/search-page';

/** /search (issue 14): search across every study the user may see. */
export function SearchRoute() {
  return <SearchPage />;
}
