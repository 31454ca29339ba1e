import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { registeredBrands, brandBySlug, type RegisteredBrand } from '@portal/brand-registry';
import { NotFoundPage, PortalProviders, createPortalI18n } from '@portal/shell';
import { sandboxServicesOf } from '@portal/vite-config/sandbox-services';
import { sandboxSessionOf } from './sandbox-session';

/**
 * As in development: the bot check goes to the sandbox's reCAPTCHA stand-in and the gateway's components are the
 * sandbox's (both served by the MSW worker), never Google's or a real gateway's.
 */
const withSandboxServices = ({ brand, regional }: RegisteredBrand): RegisteredBrand => ({ brand, regional: sandboxServicesOf(regional) });

function BrandFrame({ registered, children }: { registered: RegisteredBrand; children: ReactNode }) {
  const [i18n] = useState(() => createPortalI18n(registered.brand));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [config] = useState(() => withSandboxServices(registered));
  return (
    <PortalProviders config={config} i18n={i18n} notFoundPage={<NotFoundPage />}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </PortalProviders>
  );
}

/**
 * Wraps every story in the selected brand (theme, logo, wording, regional configuration), or, with
 * "All brands", shows the story once per brand side by side, generated from the brand registry, each tile titled
 * with the brand's name. Story helpers (PolicyStory, ContactStory) seed the persona as a customer of the tile's
 * brand, so each tile shows its own region's data. A story signed in to the sandbox (`parameters.sandboxSession`,
 * ./sandbox-session.tsx) shows in one brand only, even in "All brands".
 */
export const withBrand: Decorator = (Story, context) => {
  const selected = String(context.globals['brand'] ?? registeredBrands[0]?.brand.slug);
  const first = registeredBrands[0];
  if (selected === 'all' && sandboxSessionOf(context.parameters) && first) {
    // A story signed in to the sandbox is single-brand: the session store is the page's one, so six tiles would
    // share one customer's token. "All brands" shows it in the first brand, and says so.
    const { slug, name } = first.brand;
    return (
      <section aria-labelledby={`tile-${slug}`} style={{ border: '1px solid GrayText', padding: '0.5rem' }}>
        <p id={`tile-${slug}`} style={{ margin: '0 0 0.5rem', font: '700 1rem/1.4 system-ui, sans-serif' }}>
          {name}
        </p>
        <p style={{ margin: '0 0 0.5rem', font: '400 0.875rem/1.4 system-ui, sans-serif' }}>
          This story signs in to the sandbox as one brand&apos;s customer, so it shows one brand: pick another in the toolbar.
        </p>
        <BrandFrame registered={first}>
          <Story />
        </BrandFrame>
      </section>
    );
  }
  if (selected === 'all') {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: '1rem' }}>
        {registeredBrands.map((registered) => (
          <section
            key={registered.brand.slug}
            aria-labelledby={`tile-${registered.brand.slug}`}
            style={{ border: '1px solid GrayText', padding: '0.5rem' }}
          >
            <p id={`tile-${registered.brand.slug}`} style={{ margin: '0 0 0.5rem', font: '700 1rem/1.4 system-ui, sans-serif' }}>
              {registered.brand.name}
            </p>
            <BrandFrame registered={registered}>
              <Story />
            </BrandFrame>
          </section>
        ))}
      </div>
    );
  }
  return (
    <BrandFrame key={selected} registered={brandBySlug(selected)}>
      <Story />
    </BrandFrame>
  );
};
