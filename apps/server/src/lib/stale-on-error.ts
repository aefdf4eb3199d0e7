/**
 * A fresh read, or the last good value when the read fails: while PostgreSQL restarts, a search
 * node keeps answering from what it knew a moment ago instead of failing every request.
 */
export function staleOnError<T>(fresh: Promise<T>, previous: Promise<T> | undefined): Promise<T> {
  if (!previous) return fresh;
  return fresh.catch((error: unknown) =>
    previous.then(
      (value) => value,
      () => Promise.reject(error),
    ),
  );
}
