import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostedComponent } from '@portal/gateway';
import { setupSandboxServer } from '@portal/sandbox-api/testing';
import { signInForTest } from '@portal/testing';
import { setMonitoringReporter } from '../monitoring/report-to-monitoring';
import { fastTimings, renderUpdatePayment } from '../testing/render-update-payment';

setupSandboxServer();
afterEach(() => setMonitoringReporter(null));

/** Another gateway's registration element: other tag, attribute names, events and submit method (a deployment's setting). */
const acme: HostedComponent = {
  tag: 'acme-registration',
  attributes: {
    authToken: 'data-token',
    apiUrl: 'data-api',
    accountType: 'data-kind',
    region: 'data-country',
    showNameFirst: 'data-name-first',
  },
  events: { ready: 'acme:ready', complete: 'acme:done', invalid: 'acme:invalid', failed: 'acme:declined' },
  submitMethod: 'send',
};

/** Registers a bank account through the sandbox gateway's API when sent, then says so; its answer is scripted. */
class AcmeRegistration extends HTMLElement {
  static answer: 'register' | 'invalid' | 'declined' = 'register';
  connectedCallback() {
    this.innerHTML = '<label>Acme account <input name="account"></label>';
  }
  say(event: string, detail?: unknown) {
    this.dispatchEvent(new CustomEvent(event, { detail, cancelable: true }));
  }
  async send() {
    if (AcmeRegistration.answer !== 'register') return this.say(`acme:${AcmeRegistration.answer}`, { status: 402 });
    const response = await fetch(`${this.getAttribute('data-api')}/api/v1/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.getAttribute('data-token')}` },
      body: JSON.stringify({
        accountType: 'DD',
        region: this.getAttribute('data-country'),
        accountName: 'M J ONEIL',
        bsb: '062000',
        accountNumber: '12345678',
      }),
    });
    const body = (await response.json()) as Record<string, string>;
    this.say('acme:done', { token: body['token'], accountType: body['accountType'], cd_crn: body['cd_crn'] });
  }
}

beforeAll(() => {
  if (!customElements.get(acme.tag)) customElements.define(acme.tag, AcmeRegistration);
});

const location = () => screen.getByTestId('location').textContent;
const save = () => screen.getByRole('button', { name: 'Save' });

const openForm = async () => {
  const user = userEvent.setup();
  await signInForTest('au-family');
  renderUpdatePayment('/update/payment/51000101', { gateway: { registration: acme } });
  await user.click(await screen.findByRole('radio', { name: 'Bank account' }));
  await waitFor(() => expect(document.querySelector(acme.tag)?.getAttribute('data-kind')).toBe('DD'));
  return { user, element: document.querySelector<AcmeRegistration>(acme.tag)! };
};

describe('UpdatePaymentPage with the registration element a deployment names (provider 1)', () => {
  it('mounts that tag with its attribute names, holds Save until its ready event, submits by its method and saves on its completion', async () => {
    AcmeRegistration.answer = 'register';
    const { user, element } = await openForm();
    expect(document.querySelector('sandbox-payment-registration')).toBeNull();
    expect(element.getAttribute('data-token')).toBeTruthy();
    expect(element.getAttribute('data-api')).toBe(`${window.location.origin}/gateway`);
    expect(element.getAttribute('data-country')).toBe('AU');
    expect(element.getAttribute('aria-label')).toBe('Bank account details');
    expect(element.hasAttribute('data-name-first')).toBe(false);
    await new Promise((done) => setTimeout(done, 100));
    expect(save()).toBeDisabled();
    act(() => element.say('acme:ready'));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(screen.getByRole('checkbox'));
    await user.click(save());
    await waitFor(() => expect(location()).toBe('/policy/51000101?success=1'));
  });

  it('keeps the form on its invalid event, and says the details could not be saved on its failed event', async () => {
    const { user, element } = await openForm();
    act(() => element.say('acme:ready'));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(screen.getByRole('checkbox'));
    AcmeRegistration.answer = 'invalid';
    await user.click(save());
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    AcmeRegistration.answer = 'declined';
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment details could not be saved.');
  });

  it('treats no configured registration element as a script that failed to load', async () => {
    const report = vi.fn();
    setMonitoringReporter(report);
    await signInForTest('au-family');
    renderUpdatePayment('/update/payment/51000101', { gateway: undefined, timings: fastTimings });
    expect(await screen.findByRole('alert')).toHaveTextContent('The secure payment form could not be loaded.');
    expect(report).toHaveBeenCalledWith('Update Payment Method web component script failed to load', undefined);
    expect(save()).toBeDisabled();
  });
});
