import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { renderWithPortal } from '@portal/testing';
import { loadSanitizer } from '@portal/ui-kit';
import { shellWording } from '../shell-wording';
import { portalRoutes } from '../routes/portal-routes';

const brand = {
  ...testBrand,
  footer: { ...testBrand.footer, links: [{ label: 'Accessibility', href: '/accessibility' }] },
  wording: { accessibility: { intro: '{brandName} words its own introduction.' } },
};

async function openStatement(signedIn: boolean) {
  renderWithPortal(null, {
    routes: portalRoutes(testRegionalConfig),
    route: '/accessibility',
    signedIn,
    brandConfig: { brand },
    wording: { shell: shellWording },
  });
  return screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
}

describe('accessibility statement page', () => {
  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('is open %s, titled, with the WCAG 2.2 AA claim, what was and was not tested, limits and the brand’s phone', async (_, signedIn) => {
    await openStatement(signedIn);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('WCAG) 2.2 at level AA');
    expect(within(main).getByRole('heading', { level: 2, name: 'How we test the portal' })).toBeInTheDocument();
    expect(main).toHaveTextContent('checked with the axe automated accessibility checker');
    expect(main).toHaveTextContent('using only a keyboard');
    expect(main).toHaveTextContent('We have not yet tested the portal with screen readers');
    expect(main).toHaveTextContent('tested automatically with a virtual screen reader');
    expect(main).toHaveTextContent('at a width of 320 pixels');
    expect(main).toHaveTextContent('forced colours');
    expect(main).toHaveTextContent('Links inside a sentence may be smaller than 24 by 24 pixels');
    expect(within(main).getByRole('heading', { level: 2, name: 'Known limits' })).toBeInTheDocument();
    const help = within(main).getByRole('heading', { level: 2, name: 'Get help or tell us about a problem' }).closest('section');
    expect(within(help as HTMLElement).getByRole('link', { name: testBrand.phone })).toHaveAttribute('href', 'tel:1300000000');
    await waitFor(() => expect(document.title).toBe(`Accessibility statement | ${testBrand.name}`));
    await loadSanitizer();
  });

  it('speaks in the brand’s words: its name and its own overrides', async () => {
    await openStatement(false);
    expect(screen.getByText(`${testBrand.name} words its own introduction.`)).toBeInTheDocument();
    await loadSanitizer();
  });

  it('is where the footer’s link goes, without leaving the app', async () => {
    renderWithPortal(null, {
      routes: portalRoutes(testRegionalConfig),
      route: '/no-such-page',
      brandConfig: { brand },
      wording: { shell: shellWording },
    });
    const link = within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Accessibility' });
    expect(link).toHaveAttribute('href', '/accessibility');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    await loadSanitizer();
  });
});

describe('accessibility statement page: the privacy note', () => {
  const open = (telemetry?: { enabled: boolean }) => {
    const regional = {
      ...testRegionalConfig,
      telemetry: telemetry && { ...telemetry, collectorUrl: '/c', sessionSampleRate: 1, replaySampleRate: 1 },
    };
    renderWithPortal(null, {
      routes: portalRoutes(regional),
      route: '/accessibility',
      brandConfig: { brand, regional },
      wording: { shell: shellWording },
    });
    return screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
  };

  it('where sessions are monitored: says what is recorded and what is masked, in the brand’s name', async () => {
    await open({ enabled: true });
    const section = screen
      .getByRole('heading', { level: 2, name: 'Your privacy when you use the portal' })
      .closest('section') as HTMLElement;
    expect(section).toHaveTextContent(`${testBrand.name} records how the portal is used`);
    expect(section).toHaveTextContent('a random number that is forgotten when you close the tab, never by your login');
    expect(section).toHaveTextContent('What you type or choose is never recorded');
    expect(section).toHaveTextContent('policy and document numbers and the codes we send you');
  });

  it('where they are not: no such note', async () => {
    await open({ enabled: false });
    expect(screen.queryByRole('heading', { name: 'Your privacy when you use the portal' })).toBeNull();
  });
});
