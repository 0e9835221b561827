import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A write's mutation: on success every cached query is stale (the public pages' league data included). */
export function useWrite<I, T>(fn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries() });
}
