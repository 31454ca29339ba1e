// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { botCheckWidgetScript } from './bot-check-widget.ts';

type Widget = { render: (el: Element, o: { sitekey: string; callback?: (t: string) => void; expiredCallback?: () => void }) => number; reset: (id?: number) => void };
const widget = () => (window as unknown as { sandboxBotCheck: Widget }).sandboxBotCheck;

beforeAll(() => {
  new Function(botCheckWidgetScript)();
});

describe('sandbox bot-check widget', () => {
  it("renders a labelled checkbox 'I'm not a robot' that works from the keyboard", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const callback = vi.fn();
    const expiredCallback = vi.fn();
    widget().render(host, { sitekey: 'site', callback, expiredCallback });
    const checkbox = getByRole(host, 'checkbox', { name: "I'm not a robot" });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(checkbox);
    await user.keyboard(' ');
    expect(callback).toHaveBeenCalledWith(expect.stringMatching(/^sandbox-pass-/));
    await user.keyboard(' ');
    expect(expiredCallback).toHaveBeenCalledTimes(1);
  });

  it("hands out the failing token for the site key 'sandbox-fail', and reset unticks", async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const callback = vi.fn();
    const id = widget().render(host, { sitekey: 'sandbox-fail', callback });
    const checkbox = getByRole(host, 'checkbox', { name: "I'm not a robot" }) as HTMLInputElement;
    await userEvent.click(checkbox);
    expect(callback).toHaveBeenCalledWith('sandbox-fail');
    widget().reset(id);
    expect(checkbox.checked).toBe(false);
  });
});
