import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SORT, parseSort, type DocumentSort } from '../data/document-sort';

/** The list's order, kept in the URL (?sort=) so that a reload, a shared link and Back keep it. */
export function useDocumentSort(): [DocumentSort, (sort: DocumentSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const setSort = useCallback(
    (next: DocumentSort) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_SORT) updated.delete('sort');
          else updated.set('sort', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}
