import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostedComponent } from '@portal/gateway';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { fastTimings, renderPayNow } from '../testing/render-paynow';

setupSandboxServer();

/** Another gateway's card capture: other tag, other attribute names, other events (a deployment's setting). */
const acme: HostedComponent = {
  tag: 'acme-card-form',
  attributes: {
    clientId: 'data-client',
    quoteId: 'data-quote',
    authToken: 'data-token',
    apiUrl: 'data-api',
    formId: 'data-form',
    passthrough: 'data-pass',
    showCardInParts: 'data-split',
  },
  events: { ready: 'acme:ready', invalid: 'acme:invalid', failed: 'acme:declined' },
};

/** Renders its field at once, but says it is ready only when told (as a component whose frame loads later). */
class AcmeCardForm extends HTMLElement {
  connectedCallback() {
    this.attachShadow({ mode: 'open' }).innerHTML = '<label>Acme card <input name="card"></label>';
  }
  say(event: string, detail?: unknown) {
    this.dispatchEvent(new CustomEvent(event, { detail }));
  }
}

beforeAll(() => {
  if (!customElements.get(acme.tag)) customElements.define(acme.tag, AcmeCardForm);
});

const ENABLE_DELAY_MS = 150;

const toCard = async () => {
  const user = userEvent.setup();
  await signInForTest('au-overdue-a');
  renderPayNow('/payment/51001101', {
    timings: { ...fastTimings, enableDelayMs: ENABLE_DELAY_MS },
    regional: { gateway: { cardCapture: acme } },
  });
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  const form = await screen.findByRole('form', { name: 'Please provide your credit card details.' });
  await waitFor(() => expect(form.querySelector(acme.tag)).not.toBeNull());
  return { user, form, element: form.querySelector<AcmeCardForm>(acme.tag)!, pay: within(form).getByRole('button', { name: /^Pay \$/ }) };
};

describe('CardStep with the card capture a deployment names', () => {
  it('mounts that tag with its attribute names, and enables Pay only the delay after its ready event', async () => {
    const { form, element, pay } = await toCard();
    expect(form.querySelector('sandbox-card-capture')).toBeNull();
    expect(element.getAttribute('data-client')).toBe('700012');
    expect(element.getAttribute('data-quote')).toBe('Q-51001101');
    expect(element.getAttribute('data-token')).toMatch(/^gw-/);
    expect(element.getAttribute('data-api')).toBe(`${window.location.origin}/gateway`);
    expect(element.getAttribute('data-form')).toBe(form.id);
    expect(element.getAttribute('data-pass')).toMatch(/^\d+(,\d+)*$/);
    expect(element.getAttribute('aria-label')).toBeTruthy();
    // Options it names no attribute for are not set; false booleans are absent.
    expect(element.hasAttribute('data-split')).toBe(false);
    expect(element.getAttributeNames().filter((n) => !n.startsWith('data-') && n !== 'aria-label')).toEqual([]);
    // Its field is there, but it has not said it is ready: Pay stays held.
    await new Promise((done) => setTimeout(done, 200));
    expect(pay).toBeDisabled();
    // Then Pay is enabled, and not before the delay after the event (measured, not slept: a sleep races the delay
    // on a loaded machine).
    const readyAt = performance.now();
    act(() => element.say('acme:ready'));
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(performance.now() - readyAt).toBeGreaterThanOrEqual(ENABLE_DELAY_MS - 1);
  });

  it('keeps the form on its invalid event and shows the failure page on its failed event', async () => {
    const { user, element, pay } = await toCard();
    act(() => element.say('acme:ready'));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(pay).toHaveAttribute('aria-busy', 'true');
    act(() => element.say('acme:invalid'));
    // The component shows its own field messages; the form stays, ready for another try.
    expect(await screen.findByRole('form', { name: 'Please provide your credit card details.' })).toBeInTheDocument();
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-busy'));
    expect(pay).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => element.say('acme:declined', { status: 402 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured processing your payment');
  });

  it('shows the failure page when the configuration names no card capture', async () => {
    const user = userEvent.setup();
    await signInForTest('au-overdue-a');
    renderPayNow('/payment/51001101', { regional: { gateway: { hosts: ['https://gateway.example'] } } });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured processing your payment');
  });
});
