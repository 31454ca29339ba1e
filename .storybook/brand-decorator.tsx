import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { registeredBrands, brandBySlug, type RegisteredBrand } from '@portal/brand-registry';
import { PortalProviders } from '@portal/session';
import { NotFoundPage, createPortalI18n } from '@portal/shell';
import { SANDBOX_CAPTCHA } from '@portal/vite-config/sandbox-captcha';

/** As in development: the bot check goes to the sandbox's reCAPTCHA stand-in (served by the MSW worker), never Google's. */
const withSandboxCaptcha = ({ brand, regional }: RegisteredBrand): RegisteredBrand => ({
  brand,
  regional: { ...regional, captcha: { ...regional.captcha, ...SANDBOX_CAPTCHA } },
});

function BrandFrame({ registered, children }: { registered: RegisteredBrand; children: ReactNode }) {
  const [i18n] = useState(() => createPortalI18n(registered.brand));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [config] = useState(() => withSandboxCaptcha(registered));
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
 * brand, so each tile shows its own region's data.
 */
export const withBrand: Decorator = (Story, context) => {
  const selected = String(context.globals['brand'] ?? registeredBrands[0]?.brand.slug);
  if (selected === 'all') {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: '1rem' }}>
        {registeredBrands.map((registered) => (
          <section key={registered.brand.slug} aria-labelledby={`tile-${registered.brand.slug}`} style={{ border: '1px solid GrayText', padding: '0.5rem' }}>
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
