/** One query-string parameter as state: reading it, and setting it (empty removes it) without a new history entry. */
import { useSearchParams } from 'react-router';

/** The value of `name` in the URL ('' when absent) and its setter; other parameters (client_id, …) are kept. */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [search.get(name) ?? '', set];
}
