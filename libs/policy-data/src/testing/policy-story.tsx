import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PersonaId } from '@portal/sandbox-api';
import { useBrand } from '@portal/config';
import { seedPersona } from './story-fixtures';

export type PolicyStoryProps = {
  /** The persona whose data the screen shows; none leaves the screen loading. */
  persona?: PersonaId;
  /** Seed the cross-sell feature (default true). */
  features?: boolean;
  /** Where the story's router goes first, e.g. '/policy/51000101?success=1'. */
  route?: string;
  /** The route pattern the screen renders at. */
  path?: string;
  children: ReactNode;
};

/**
 * Wraps a policies screen for Storybook (the brand decorator gives the portal's providers): a query cache seeded with
 * the persona as a customer of the story's brand, and the screen's route.
 */
export function PolicyStory({ persona, features, route = '/', path = '/', children }: PolicyStoryProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();
  const [seeded] = useState(() => {
    // As a customer of the story's brand: each brand (and each tile of "All brands") shows its own region's data.
    if (persona) seedPersona(queryClient, persona, { features, brandId: brand.id });
    return true;
  });
  useEffect(() => {
    void navigate(route, { replace: true });
  }, [navigate, route]);
  return seeded ? (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={null} />
    </Routes>
  ) : null;
}
