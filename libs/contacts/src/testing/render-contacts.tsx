import type { ReactElement } from 'react';
import { renderWithPortal, LocationDisplay, type RenderWithPortalResult } from '@portal/testing';
import { regionConfig, type Region, type RegionOptions } from './region-configs';

export type RenderContactsOptions = RegionOptions & {
  route?: string;
  region?: Region;
  /** Behind the session guard, the login page at /login (renderWithPortal's `guarded`). */
  guarded?: boolean;
};

/** Renders a contacts page at its route in the portal's providers, with a location probe for navigation checks. */
export function renderContacts(page: ReactElement, options: RenderContactsOptions = {}): RenderWithPortalResult {
  const route = options.route ?? '/contacts';
  const isEdit = route.startsWith('/contacts/update');
  return renderWithPortal(null, {
    route,
    brandConfig: regionConfig(options.region ?? 'AU', options),
    guarded: options.guarded,
    routes: [
      {
        path: '/contacts',
        element: (
          <>
            {isEdit ? null : page}
            <LocationDisplay />
          </>
        ),
      },
      {
        path: '/contacts/update',
        element: (
          <>
            {isEdit ? page : null}
            <LocationDisplay />
          </>
        ),
      },
    ],
  });
}
