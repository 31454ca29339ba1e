import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { RenderWithPortalResult } from './render-with-portal';
import { SERVICE_UNAVAILABLE_PAGE, useSessionStore } from '@portal/session/testing';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import type { Fault } from './fault-matrix/fault-matrix';

/** The fault the cell injected last (fault-cells.ts's `inject`): a 403 ends the session as locked, a 401 as ended. */
let injected: Fault | null = null;
export const noteInjectedFault = (fault: Fault) => {
  injected = fault;
};

/**
 * session-ends: section 8 ended the session for a 401 (or, locked, for a 403), and the customer is on the login page,
 * which says why (the page rendered `guarded`: renderWithPortal's option, or routes with the guard and /login such as
 * sessionTestRoutes): the session ended, or the region's account-locked message.
 */
export async function expectSessionEnded(): Promise<void> {
  const locked = injected === '403';
  const endReason = locked ? 'locked' : 'unauthorized';
  await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ token: null, customerLoginId: null, endReason }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My Account Login' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    locked
      ? testRegionalConfig.regionalisation.accountLockMessage.replace('{phone}', testBrand.phone)
      : 'Your session has ended, so you have been logged out. Please log in again to continue.',
  );
}

/**
 * unavailable-page: the portal left for /503.html, and what the customer has then is the brand's 503 page (the file its
 * artifact serves, shown by renderWithPortal's `leaveTo` as the browser would), nothing of the portal's page.
 */
export async function expectUnavailablePage(view: RenderWithPortalResult): Promise<void> {
  await vi.waitFor(() => expect(view.leaveTo).toHaveBeenCalledWith(SERVICE_UNAVAILABLE_PAGE));
  // Two calls failing together may both leave (the postcode check of each address): for the same page.
  expect(new Set(view.leaveTo.mock.calls.map(([url]) => url))).toEqual(new Set([SERVICE_UNAVAILABLE_PAGE]));
  await vi.waitFor(() => expect(view.container.isConnected).toBe(false));
  expect(document.title).toMatch(/^Service unavailable \| /);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, this service is unavailable');
  const help = screen.getByText(/^If you need help now, call us on/);
  expect(within(help).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
}

/** Neither global outcome happened: the session goes on, the page stays. */
export function expectNoGlobalOutcome(view: RenderWithPortalResult): void {
  expect(view.leaveTo).not.toHaveBeenCalled();
  expect(useSessionStore.getState().token).not.toBeNull();
}

/** The screen's alert says `text` (a load failure or a failed action). */
export async function expectAlert(text: string | RegExp): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent(text);
  return alert;
}
