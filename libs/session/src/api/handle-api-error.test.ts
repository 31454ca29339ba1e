import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/core-api';
import { handleApiError } from './handle-api-error';
import { clearSession, setCustomerLoginId, storeToken } from '../store/session-store';

const apiError = (httpStatus: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ httpStatus, kind, message: `HTTP ${httpStatus}`, endpoint: '/api/v1/x' });

const signIn = () => {
  setCustomerLoginId('login');
  storeToken('token', new Date(Date.now() + 60_000).toISOString());
};

describe('handleApiError (section 8)', () => {
  it('ends the session on a 401', () => {
    signIn();
    const end = vi.fn();
    handleApiError(apiError(401), end, vi.fn());
    expect(end).toHaveBeenCalledWith('unauthorized');
  });

  it("ends a signed-in session as locked on a 403 (section 8); a signed-out call's 403 is the login screens' own", () => {
    const end = vi.fn();
    handleApiError(apiError(403), end, vi.fn());
    expect(end).not.toHaveBeenCalled();
    signIn();
    handleApiError(apiError(403), end, vi.fn());
    expect(end).toHaveBeenCalledWith('locked');
  });

  it('does not end an already-ended session again (keeps a timeout message)', () => {
    clearSession('timeout');
    const end = vi.fn();
    handleApiError(apiError(401), end, vi.fn());
    expect(end).not.toHaveBeenCalled();
  });

  it('sends a 503, including a network failure, to /503.html', () => {
    const leave = vi.fn();
    handleApiError(apiError(503), vi.fn(), leave);
    handleApiError(apiError(503, 'network'), vi.fn(), leave);
    expect(leave).toHaveBeenCalledTimes(2);
    expect(leave).toHaveBeenCalledWith('/503.html');
  });

  it('stays on the page for a network failure while the browser is offline (the offline notice says so)', () => {
    const leave = vi.fn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    handleApiError(apiError(503, 'network'), vi.fn(), leave);
    expect(leave).not.toHaveBeenCalled();
    handleApiError(apiError(503), vi.fn(), leave);
    expect(leave).toHaveBeenCalledWith('/503.html');
    onLine.mockRestore();
  });

  it('ignores aborts, cancellations, other statuses and foreign errors', () => {
    signIn();
    const end = vi.fn();
    const leave = vi.fn();
    for (const error of [
      new DOMException('Aborted', 'AbortError'),
      new CancelledError(),
      apiError(404),
      apiError(0, 'network'),
      new Error('x'),
    ]) {
      handleApiError(error, end, leave);
    }
    expect(end).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });
});
