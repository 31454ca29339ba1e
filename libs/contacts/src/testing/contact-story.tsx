import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { normaliseCustomerDetail } from '@portal/core-api';
import { useBrand } from '@portal/config';
import { seedFixtures, seedFixturesInBrand, type PersonaId } from '@portal/sandbox-api';
import { customerDetailQueryKey } from '@portal/session';

const fixtures = seedFixtures();

/**
 * A persona's customer detail as the portal's query holds it (the sandbox's own fixture, normalised as core-api
 * does); with a brand id, as a customer of that brand (its region's address and phones).
 */
export const customerDetailOf = (id: PersonaId, brandId?: number) => {
  const persona = (brandId === undefined ? fixtures : seedFixturesInBrand(brandId)).find((f) => f.login.id === id);
  if (!persona) throw new Error(`No persona ${id}`);
  return normaliseCustomerDetail({ ...persona.customer, Policies: [] });
};

export type ContactStoryProps = {
  /** Whose details the screen shows; none leaves it loading. */
  persona?: PersonaId;
  /** Where the story's router goes first, e.g. '/contacts?success=1'. */
  route?: string;
  children: ReactNode;
};

/**
 * Wraps a contacts screen for Storybook (the brand decorator gives the portal's providers): the customer detail query
 * seeded from the sandbox's fixtures (signed out, so it never fetches) and the screen's route.
 */
export function ContactStory({ persona, route = '/contacts', children }: ContactStoryProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const [seeded] = useState(() => {
    if (persona) queryClient.setQueryData(customerDetailQueryKey(null), customerDetailOf(persona, brand.id));
    return true;
  });
  useEffect(() => {
    void navigate(route, { replace: true });
  }, [navigate, route]);
  return seeded ? (
    <Routes>
      <Route path={route.split('?')[0]} element={children} />
      <Route path="*" element={null} />
    </Routes>
  ) : null;
}
