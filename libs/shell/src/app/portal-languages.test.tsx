import { Suspense, lazy, memo, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, loadLanguage, type LanguageResources } from '@portal/config';
import { commonWording, createI18n } from '@portal/i18n';
import { bilingualTestBrand, testBrand, testRegionalConfig } from '@portal/config/testing';
import { loadSanitizer } from '@portal/ui-kit';
import { PortalApp } from './portal-app';
import { usePortalLanguage } from './portal-languages';
import { useShellTranslation } from '../use-shell-translation';
import { CLIENT_RENDER_ATTRIBUTE, prerenderGate, prerenderGateFor } from './prerender-gate';

/** A neutral two-language brand: the test brand, in English by default and in French on request. */
const french: LanguageResources = {
  dayjsLocale: 'en',
  wording: {
    common: { skipToContent: 'Passer au contenu principal' },
    shell: {
      'language.label': 'Langue',
      homeLinkLabel: 'Accueil de {brandName}',
      'notFound.heading': 'Page introuvable',
      'notFound.causeTyped': 'l’adresse a été mal saisie;',
    },
    // Cut down to what these tests show (a brand's real resources are complete: CompleteWording).
  } as unknown as LanguageResources['wording'],
  brand: { headerText: 'Texte d’en-tête', footer: { links: [], labels: ['Permis d’exemple'], html: '<p>Pied</p>' } },
  regional: { regionalisation: { invalidOTPMessage: 'Ce code est incorrect.' } },
};
const bilingual = bilingualTestBrand({ load: () => Promise.resolve(french) });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en-CA';
  window.history.pushState({}, '', '/no-such-page');
});
afterEach(async () => {
  // The footer's HTML sanitiser loads on first use: let it finish while this test's window still exists.
  await loadSanitizer();
});

describe('the language switch (a brand offered in several languages)', () => {
  it('switches the portal to French from the keyboard, remembers it on the device and sets <html lang>', async () => {
    const user = userEvent.setup();
    render(<PortalApp brand={bilingual} regional={testRegionalConfig} />);
    const group = await screen.findByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const francais = within(group).getByRole('button', { name: 'Français' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(francais).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('banner')).toContainElement(group);

    francais.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Accueil de Example Mutual' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Texte d’en-tête');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Permis d’exemple');
    await waitFor(() => expect(document.title).toBe('Page introuvable | Example Mutual'));
    // Only the preference is stored: nothing else of the session reaches localStorage.
    expect(Object.keys(localStorage)).toEqual([LANGUAGE_STORAGE_KEY]);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-CA');
  });

  it('starts in the remembered language (startPortal loads it before the first render)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-CA');
    const initial = await loadLanguage(bilingual, 'fr-CA');
    render(<PortalApp brand={bilingual} regional={testRegionalConfig} initialLanguage={initial} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('l’adresse a été mal saisie;')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('a single-language brand shows no switch and stores nothing', async () => {
    render(<PortalApp brand={testBrand} regional={testRegionalConfig} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Français' })).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});

describe('a language chosen while the prerendered page is still hydrating', () => {
  /** A word of the page, in a part React hydrates later (its code arrives after the switch was pressed). */
  const Word = () => <p>{useShellTranslation().t('common:skipToContent')}</p>;
  // Memoised: the switch re-renders the page, never this part's props; only the language can reach it.
  const Later = memo(function Later({ part: Part }: { part: ComponentType }) {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
  function Page({ instance, part }: { instance: ReturnType<typeof createI18n>; part: ComponentType }) {
    const language = usePortalLanguage({ brand: bilingual, regional: testRegionalConfig }, instance);
    return (
      <I18nextProvider i18n={language.i18n}>
        <button type="button" onClick={() => language.select('fr-CA')}>
          Français
        </button>
        <Later part={part} />
      </I18nextProvider>
    );
  }

  it('hydrates that part in the words it was prerendered with (no hydration error), then shows the chosen language', async () => {
    const instance = createI18n({ base: { common: commonWording }, locale: 'en-CA', variables: {} });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page instance={instance} part={Word} />);
    expect(container).toHaveTextContent('Skip to main content');

    let arrive!: () => void;
    const LateWord = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Word }))));
    const hydrationErrors = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Page instance={instance} part={LateWord} />, { onRecoverableError: hydrationErrors }),
    );
    await userEvent.click(within(container).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    await act(async () => arrive());

    await waitFor(() => expect(container).toHaveTextContent('Passer au contenu principal'));
    expect(hydrationErrors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('the prerender gate and the language', () => {
  const runGate = (script: string) => new Function(script)();
  afterEach(() => document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE));

  it('is unchanged for a single-language brand', () => {
    expect(prerenderGateFor(testBrand)).toBe(prerenderGate);
  });

  it('renders afresh in the remembered language, with <html lang> set before the body paints', () => {
    window.history.pushState({}, '', '/login');
    const gate = prerenderGateFor(bilingual);
    runGate(gate.script);
    expect(document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE)).toBe(false);

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-CA');
    runGate(gate.script);
    expect(document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('ignores a remembered value the brand does not offer (the default-language markup is hydrated)', () => {
    window.history.pushState({}, '', '/login');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de-DE');
    runGate(prerenderGateFor(bilingual).script);
    expect(document.documentElement.hasAttribute(CLIENT_RENDER_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.lang).toBe('en-CA');
  });
});
