import { useCallback, useEffect, useRef, useState } from 'react';
import { endSession } from '../store/end-session';
import { handleApiError } from './handle-api-error';

type Callbacks<V, R> = { onSuccess?: (result: R, variables: V) => void; onError?: (error: unknown, variables: V) => void };

export type CommandOptions<V, R> = Callbacks<V, R> & { call: (variables: V) => Promise<R> };

export type Command<V, R> = {
  /** Runs the call; rejects as the call does. Callbacks given here run only while the caller is still mounted. */
  mutateAsync: (variables: V, callbacks?: Callbacks<V, R>) => Promise<R>;
  /** Runs the call and never rejects (the outcome goes to the callbacks). */
  mutate: (variables: V, callbacks?: Callbacks<V, R>) => void;
  isPending: boolean;
};

/**
 * A call of the signed-out screens (credentials, code, resend, bot check, logout): commands, not server state, so
 * they do not need TanStack Query, which loads with the signed-in area instead of the login page (docs/architecture.md, Budgets).
 * The mutate/mutateAsync/isPending shape follows useMutation's; every failure gets section 8's handling (503 leaves
 * for /503.html) before the caller's own.
 */
export function useCommand<V = void, R = unknown>(options: CommandOptions<V, R>): Command<V, R> {
  const [isPending, setPending] = useState(false);
  const latest = useRef(options);
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (variables: V, callbacks?: Callbacks<V, R>): Promise<R> => {
    setPending(true);
    try {
      const result = await latest.current.call(variables);
      latest.current.onSuccess?.(result, variables);
      if (mounted.current) callbacks?.onSuccess?.(result, variables);
      return result;
    } catch (error) {
      handleApiError(error, endSession);
      latest.current.onError?.(error, variables);
      if (mounted.current) callbacks?.onError?.(error, variables);
      throw error;
    } finally {
      if (mounted.current) setPending(false);
    }
  }, []);

  const mutate = useCallback(
    (variables: V, callbacks?: Callbacks<V, R>) => void mutateAsync(variables, callbacks).catch(() => undefined),
    [mutateAsync],
  );
  return { mutate, mutateAsync, isPending };
}
