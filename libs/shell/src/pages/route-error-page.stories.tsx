import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, UNSAFE_LocationContext } from 'react-router';
import { RouteErrorPage } from './route-error-page';

/**
 * A route whose data failed to load, in a data router of its own (as the portal's routes are) with RouteErrorPage as
 * its error element. The story's own router stands alone: the location context of the decorator's router is hidden.
 */
function FailedRoute() {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('The route could not load');
        },
        element: null,
        errorElement: <RouteErrorPage />,
      },
    ]),
  );
  return (
    <UNSAFE_LocationContext.Provider value={null as never}>
      <RouterProvider router={router} />
    </UNSAFE_LocationContext.Provider>
  );
}

const meta = { title: 'shell/RouteErrorPage', component: FailedRoute } satisfies Meta<typeof FailedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route failed (not a chunk lost after a deploy): 'Something went wrong', what to do, Try again. */
export const RouteFailed: Story = {};
