import { act, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegionalConfig } from '@portal/config';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { CONFIG_FINGERPRINT_ATTRIBUTE } from './config-fingerprint';
import { mountPortal } from './mount-portal';
import { PortalApp } from './portal-app';
import { prerenderPortal } from './prerender-portal';

const built: RegionalConfig = { ...testRegionalConfig, featureFlag: { ...testRegionalConfig.featureFlag, emailAuthFeature: false } };

/** index.html's #root as the build writes it: the login screen prerendered from `built`, with its fingerprint. */
async function prerenderedRoot() {
  const { html, fingerprint } = await prerenderPortal(testBrand, [built], 'NONCE');
  window.history.replaceState(null, '', '/login');
  const container = document.createElement('div');
  container.setAttribute(CONFIG_FINGERPRINT_ATTRIBUTE, fingerprint);
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Mounts the app with the configuration served now; collects every error the page would report. */
async function start(container: HTMLElement, served: RegionalConfig) {
  // Rendered outside Testing Library: React is told that act() is in use, so that its only console output is a problem.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  window.addEventListener('error', onError);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  let root: Root | undefined;
  await act(async () => {
    root = mountPortal(
      container,
      <StrictMode>
        <PortalApp brand={testBrand} regional={served} />
      </StrictMode>,
      served,
    );
  });
  window.removeEventListener('error', onError);
  consoleError.mockRestore();
  return { errors, root };
}

describe('mountPortal: hydrate the prerendered login screen, or render afresh when the configuration changed', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    // Unmounted, so that the app does not live on into the next test file (they share the worker).
    act(() => root?.unmount());
    container?.remove();
  });

  it('hydrates the markup prerendered from the configuration served now (the same elements)', async () => {
    container = await prerenderedRoot();
    const heading = container.querySelector('h1');
    const started = await start(container, built);
    root = started.root;
    expect(started.errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[role=radiogroup], input[type=radio]')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input')?.matches(':disabled')).toBe(false);
  });

  it('renders the served configuration’s form when configResponse.json was edited after the build: no error', async () => {
    container = await prerenderedRoot();
    const heading = container.querySelector('h1');
    // The prerendered form takes no keystroke until the app has replaced it.
    expect(container.querySelector<HTMLInputElement>('input')?.matches(':disabled')).toBe(true);
    const served = { ...built, featureFlag: { ...built.featureFlag, emailAuthFeature: true } };
    const started = await start(container, served);
    root = started.root;
    expect(started.errors).toEqual([]);
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const email = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) =>
      r.labels?.[0]?.textContent?.includes('Email'),
    );
    expect(email?.matches(':disabled')).toBe(false);
    expect(container.querySelector<HTMLInputElement>('input[type=tel], input[name=mobile]')?.matches(':disabled')).toBe(false);
  });

  it('still hydrates when only deployment settings were laid over the file (the bot check’s stand-in)', async () => {
    container = await prerenderedRoot();
    const heading = container.querySelector('h1');
    const started = await start(container, {
      ...built,
      captcha: { host: '/bot-check', scriptUrl: '/bot-check/recaptcha/api.js', siteKey: 'k' },
    });
    root = started.root;
    expect(started.errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });
});
