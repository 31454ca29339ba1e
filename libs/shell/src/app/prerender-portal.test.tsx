import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { testBrand, testRegionalConfig } from '@portal/config/testing';
import { configFingerprint } from './config-fingerprint';
import { PortalApp } from './portal-app';
import { prerenderPortal } from './prerender-portal';

describe('prerenderPortal (the build’s login screen in index.html)', () => {
  it('renders the login screen in the brand’s frame, with its styles carrying the nonce', async () => {
    const { html, styleTags } = await prerenderPortal(testBrand, [testRegionalConfig], 'NONCE');
    expect(html).toContain('Example Mutual home');
    expect(html).toMatch(/<h1[^>]*>My Account Login<\/h1>/);
    expect(styleTags).toMatch(/^<style nonce="NONCE" data-styled="true"/);
  });

  it('names the configuration it rendered from as the browser will compute it from the served file (defaults filled in)', async () => {
    const { api: _api, ...file } = testRegionalConfig;
    const { fingerprint } = await prerenderPortal(testBrand, [file], 'NONCE');
    expect(fingerprint).toBe(configFingerprint(testRegionalConfig));
    const edited = { ...file, featureFlag: { ...file.featureFlag, emailAuthFeature: !file.featureFlag.emailAuthFeature } };
    expect((await prerenderPortal(testBrand, [edited], 'NONCE')).fingerprint).not.toBe(fingerprint);
  });

  it('hydrates in the browser without a mismatch', async () => {
    const { html } = await prerenderPortal(testBrand, [testRegionalConfig], 'NONCE');
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    // Painted before the scripts run, the form takes no keystroke or press that React would lose.
    expect(container.querySelector<HTMLInputElement>('input')?.matches(':disabled')).toBe(true);
    expect(container.querySelector('button[type=submit]')?.matches(':disabled')).toBe(true);
    const problems: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <PortalApp brand={testBrand} regional={testRegionalConfig} />
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector<HTMLInputElement>('input')?.matches(':disabled')).toBe(false);
    expect(container.querySelector('button[type=submit]')?.matches(':disabled')).toBe(false);
    // Unmounted, so that the app does not live on into the next test file (they share the worker).
    act(() => root?.unmount());
    container.remove();
  });
});
