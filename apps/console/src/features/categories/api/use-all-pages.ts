import { useEffect } from 'react';

interface PagedQuery {
  data?: { pages: readonly unknown[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Keeps asking for the next page until one comes back empty (spec §4: categories and filters load that way). */
export function useAllPages(query: PagedQuery): void {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  // Each new page is a reason to ask again: a fast answer may never show isFetchingNextPage to a render.
  const pageCount = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (pageCount > 0 && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [pageCount, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}
