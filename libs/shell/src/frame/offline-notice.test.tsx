import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/testing';
import { shellWording } from '../shell-wording';
import { OfflineNotice } from './offline-notice';

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so in a polite live region while the browser is offline, and goes when it is back', () => {
    renderWithPortal(<OfflineNotice />, { wording: { shell: shellWording } });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    goOnline(false);
    expect(region).toHaveTextContent(shellWording['offline.title']);
    expect(region).toHaveTextContent(shellWording['offline.body']);
    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });
});
