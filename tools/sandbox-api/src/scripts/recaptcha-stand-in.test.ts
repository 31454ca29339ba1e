// @vitest-environment jsdom
/// <reference types="grecaptcha" />
import { getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserScript } from './browser-scripts.ts';

const api = () => (window as unknown as { grecaptcha: ReCaptchaV2.ReCaptcha }).grecaptcha;
const placeholder = () => document.body.appendChild(document.createElement('div'));

beforeAll(async () => {
  new Function(await browserScript('recaptcha-stand-in'))();
});
afterEach(() => {
  document.cookie = 'sandbox-recaptcha=; max-age=0';
});

describe("sandbox reCAPTCHA stand-in (reCAPTCHA's JavaScript API)", () => {
  it('is usable once ready calls back', async () => {
    await expect(new Promise<void>((done) => api().ready(done))).resolves.toBeUndefined();
  });

  it("renders a labelled checkbox 'I'm not a robot' that answers a token from the keyboard; unticking expires it", async () => {
    const container = placeholder();
    const callback = vi.fn();
    const expired = vi.fn();
    const id = api().render(container, { sitekey: 'site', callback, 'expired-callback': expired });
    const checkbox = getByRole(container, 'checkbox', { name: "I'm not a robot" });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(checkbox);
    await user.keyboard(' ');
    expect(callback).toHaveBeenCalledWith(expect.stringMatching(/^sandbox-pass-/));
    expect(api().getResponse(id)).toBe(callback.mock.calls[0]?.[0]);
    await user.keyboard(' ');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(api().getResponse(id)).toBe('');
  });

  it("hands out the failing token for the site key 'sandbox-fail' or the cookie sandbox-recaptcha=fail; reset unticks", async () => {
    const failing = vi.fn();
    const id = api().render(placeholder(), { sitekey: 'sandbox-fail', callback: failing });
    const checkbox = document.getElementById(`sandbox-recaptcha-${id}`) as HTMLInputElement;
    await userEvent.click(checkbox);
    expect(failing).toHaveBeenCalledWith('sandbox-fail');
    api().reset(id);
    expect(checkbox.checked).toBe(false);
    document.cookie = 'sandbox-recaptcha=fail';
    const byCookie = vi.fn();
    const other = api().render(placeholder(), { sitekey: 'site', size: 'invisible', callback: byCookie });
    await api().execute(other);
    expect(byCookie).toHaveBeenCalledWith('sandbox-fail');
  });

  it('refuses what reCAPTCHA refuses: no site key, a non-empty placeholder, an unknown widget', () => {
    expect(() => api().render(placeholder(), {})).toThrow(/sitekey/);
    const used = placeholder();
    used.append('x');
    expect(() => api().render(used, { sitekey: 'site' })).toThrow(/empty/);
    expect(() => api().reset(99)).toThrow(/client id/);
  });
});
