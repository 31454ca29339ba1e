import type { Preview } from '@storybook/react-vite';
import { registeredBrands } from '@portal/brand-registry';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withBrand } from './brand-decorator';
import { emptySessionAroundStory, withSandboxSession } from './sandbox-session';
import { startSandboxWorker } from './sandbox-worker';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand: theme, logo, wording and regional configuration',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [...registeredBrands.map(({ brand }) => ({ value: brand.slug, title: brand.name })), { value: 'all', title: 'All brands' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: registeredBrands[0]?.brand.slug },
  // The first decorator is the innermost: a signed-in story signs in inside the brand's providers.
  decorators: [withSandboxSession, withBrand],
  loaders: [mswLoader(startSandboxWorker)],
  beforeEach: emptySessionAroundStory,
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

/** @public Storybook loads this file by name and reads its default export. */
export default preview;
