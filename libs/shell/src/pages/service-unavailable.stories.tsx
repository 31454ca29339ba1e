import type { Meta, StoryObj } from '@storybook/react-vite';
import { useBrand } from '@portal/config';
import { serviceUnavailableHtml } from '@portal/vite-config/brand-files';

/**
 * The brand's 503 page: the static 503.html its artifact carries (nginx serves it while the service is down, and the
 * portal goes there on a 503), framed as the browser shows it, in the toolbar's brand.
 */
function ServiceUnavailablePage() {
  const brand = useBrand();
  return (
    <iframe
      title={`Service unavailable | ${brand.name}`}
      srcDoc={serviceUnavailableHtml(brand)}
      // A brand offered in several languages shows each in turn: taller, so the footer still shows at phone width.
      style={{ display: 'block', width: '100%', height: `${42 + 24 * ((brand.languages?.length ?? 1) - 1)}rem`, border: 0 }}
    />
  );
}

const meta = { title: 'shell/ServiceUnavailablePage (503)', component: ServiceUnavailablePage } satisfies Meta<
  typeof ServiceUnavailablePage
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sorry, this service is unavailable', with the brand's logo, phone and colours. */
export const Unavailable: Story = {};
