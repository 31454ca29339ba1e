// @vitest-environment jsdom
/// <reference types="grecaptcha" />
import { getByRole, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../app.ts';
import { sandboxHandlers } from '../msw.ts';
import { loadVendorStandIns, runVendorScript } from '../testing/vendor-stand-ins.ts';

// The sandbox on another origin than the page (jsdom's http://localhost:3000): reCAPTCHA's loader, library and checkbox
// frame under its /__vendor/<host>, as development and Storybook load them.
const origin = 'http://sandbox.test';
const server = setupServer(...sandboxHandlers(createSandboxApp({ log: () => {} })));
const api = () => (window as unknown as { grecaptcha: ReCaptchaV2.ReCaptcha }).grecaptcha;
const placeholder = () => document.body.appendChild(document.createElement('div'));

loadVendorStandIns();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await runVendorScript(`${origin}/__vendor/www.google.com/recaptcha/api.js?render=explicit`);
});
afterEach(() => {
  document.cookie = 'sandbox-recaptcha=; max-age=0';
});
afterAll(() => server.close());

/** The checkbox in a widget's frame, once the frame has loaded. */
const checkboxIn = async (container: HTMLElement) => {
  const frame = container.querySelector('iframe')!;
  return waitFor(() => getByRole(frame.contentDocument!.body, 'checkbox', { name: "I'm not a robot" }) as HTMLInputElement);
};

describe("reCAPTCHA stand-in (reCAPTCHA's JavaScript API) under the sandbox's /__vendor", () => {
  it('loads its library beside the loader and is usable once ready calls back', async () => {
    await expect(new Promise<void>((done) => api().ready(done))).resolves.toBeUndefined();
    const library = document.querySelector<HTMLScriptElement>('script[src*="recaptcha__en.js"]');
    expect(library?.src).toMatch(new RegExp(`^${origin}/__vendor/www\\.gstatic\\.com/recaptcha/releases/`));
  });

  it("draws the checkbox 'I'm not a robot' in its frame; ticking it from the keyboard answers a token, unticking expires it", async () => {
    const container = placeholder();
    const callback = vi.fn();
    const expired = vi.fn();
    const id = api().render(container, { sitekey: 'site', callback, 'expired-callback': expired });
    const frame = container.querySelector('iframe')!;
    expect(frame).toMatchObject({ title: 'reCAPTCHA', width: '304', height: '78' });
    expect(frame.src).toMatch(new RegExp(`^${origin}/__vendor/www\\.google\\.com/recaptcha/api2/anchor\\?`));
    const checkbox = await checkboxIn(container);
    const user = userEvent.setup({ document: checkbox.ownerDocument });
    checkbox.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(callback).toHaveBeenCalledWith(expect.stringMatching(/^sandbox-pass-/)));
    expect(api().getResponse(id)).toBe(callback.mock.calls[0]?.[0]);
    await user.keyboard(' ');
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(api().getResponse(id)).toBe('');
  });

  it('calls error-callback, and no callback, when the widget cannot get a token (offline)', async () => {
    const container = placeholder();
    const [callback, error] = [vi.fn(), vi.fn()];
    const id = api().render(container, { sitekey: 'site', callback, 'error-callback': error });
    const checkbox = await checkboxIn(container);
    const frameWindow = checkbox.ownerDocument.defaultView!;
    const online = vi.spyOn(frameWindow.navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.setup({ document: checkbox.ownerDocument }).click(checkbox);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    online.mockRestore();
    expect(callback).not.toHaveBeenCalled();
    expect(checkbox.checked).toBe(false);
    expect(api().getResponse(id)).toBe('');
  });

  it("hands out the failing token for the site key 'sandbox-fail' or the cookie sandbox-recaptcha=fail; reset unticks", async () => {
    const failing = vi.fn();
    const container = placeholder();
    const id = api().render(container, { sitekey: 'sandbox-fail', callback: failing });
    const checkbox = await checkboxIn(container);
    await userEvent.setup({ document: checkbox.ownerDocument }).click(checkbox);
    await waitFor(() => expect(failing).toHaveBeenCalledWith('sandbox-fail'));
    api().reset(id);
    await waitFor(() => expect(checkbox.checked).toBe(false));
    document.cookie = 'sandbox-recaptcha=fail';
    const byCookie = vi.fn();
    const invisible = placeholder();
    const other = api().render(invisible, { sitekey: 'site', size: 'invisible', callback: byCookie });
    await checkboxIn(invisible);
    await api().execute(other);
    await waitFor(() => expect(byCookie).toHaveBeenCalledWith('sandbox-fail'));
  });

  it('refuses what reCAPTCHA refuses: no site key, a non-empty placeholder, an unknown widget', () => {
    expect(() => api().render(placeholder(), {})).toThrow(/sitekey/);
    const used = placeholder();
    used.append('x');
    expect(() => api().render(used, { sitekey: 'site' })).toThrow(/empty/);
    expect(() => api().reset(99)).toThrow(/client id/);
  });
});
