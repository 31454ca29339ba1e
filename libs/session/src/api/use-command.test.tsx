import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/core-api';
import { pageExit } from './handle-api-error';
import { storeToken, useSessionStore } from '../store/session-store';
import { resetSessionStores } from '../store/end-session';
import { useCommand } from './use-command';

const apiError = (httpStatus: number) => new ApiError({ httpStatus, kind: 'http', endpoint: 'test', message: `HTTP ${httpStatus}` });

afterEach(() => {
  vi.restoreAllMocks();
  resetSessionStores();
});

describe('useCommand: the signed-out screens’ calls', () => {
  it('is pending while the call runs, then passes the result to both success callbacks', async () => {
    let finish: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const perCall = vi.fn();
    const { result } = renderHook(() => useCommand({ call: (_n: number) => new Promise<string>((r) => (finish = r)), onSuccess }));
    act(() => result.current.mutate(7, { onSuccess: perCall }));
    expect(result.current.isPending).toBe(true);
    await act(async () => finish('done'));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('done', 7);
    expect(perCall).toHaveBeenCalledWith('done', 7);
  });

  it('sends a 503 to the unavailable page and still tells the caller', async () => {
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { result } = renderHook(() => useCommand({ call: () => Promise.reject(apiError(503)), onError }));
    await act(async () => expect(result.current.mutateAsync(undefined)).rejects.toBeInstanceOf(ApiError));
    expect(assign).toHaveBeenCalledWith('/503.html');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('ends a live session on a 401', async () => {
    storeToken('token', new Date(Date.now() + 60_000).toISOString());
    const { result } = renderHook(() => useCommand({ call: () => Promise.reject(apiError(401)) }));
    act(() => result.current.mutate());
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: null, endReason: 'unauthorized' }));
  });

  it('skips the per-call callbacks once the caller has gone, but not the hook’s own', async () => {
    let finish: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const perCall = vi.fn();
    const { result, unmount } = renderHook(() => useCommand({ call: () => new Promise<string>((r) => (finish = r)), onSuccess }));
    act(() => result.current.mutate(undefined, { onSuccess: perCall }));
    unmount();
    await act(async () => finish('late'));
    expect(onSuccess).toHaveBeenCalledWith('late', undefined);
    expect(perCall).not.toHaveBeenCalled();
  });
});
