import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordReplay } from './recorder';
import type { ReplayEvent } from './sanitise-events';

/** One value of each kind the portal shows (as the engine's personal-data test has them), and the code typed in. */
const PERSONAL = {
  policyNumber: '10049321',
  policyNumberWithLetters: 'NZL7734120',
  documentId: 'QmF0Y2gx',
  email: 'jane.citizen@example.com',
  mobile: '+64 21 555 0199',
  landline: '(09) 377 4412',
  name: 'Jane Citizen',
  firstName: 'Jane',
  dateOfBirth: '14/03/1985',
  dateOfBirthWords: '14 March 1985',
  address: '42 Wallaby Way',
  suburb: 'Sydney',
  postcode: 'K1A 0B1',
  amount: '$123.45',
  code: '482913',
} as const;

/** Wording as i18next's store holds it (language → namespace → key), with placeholders. */
const WORDING = {
  en: {
    policies: {
      summaryHeading: 'Policy summary',
      owner: 'Policy owner',
      policyTitle: 'Policy {policyNumber}',
      viewPolicyLabel: 'View policy {policyNumber}',
      paymentHeading: 'Payment details',
      instalment: 'Instalment amount',
    },
    contacts: { heading: 'Your contact details', address: 'Postal address', mobile: 'Mobile', email: 'E-mail' },
    auth: {
      'code.heading': 'Enter your one-time code',
      'code.sentTo': 'We have sent a 6-digit code to {destination}.',
      dob: 'Date of birth',
    },
    documents: { heading: 'Policy documents', open: 'Open {title}' },
    common: { help: 'Call us on {phone}' },
  },
};
const KEPT = [
  'Policy summary',
  'Policy owner',
  'Payment details',
  'Instalment amount',
  'Your contact details',
  'Postal address',
  'Date of birth',
  'Policy documents',
  'Call us on 0800 555 000',
];

const p = PERSONAL;
const SCREEN = `
  <header><a href="/policy/${p.policyNumber}?email=${p.email}" aria-label="Policy ${p.policyNumber}" title="${p.name}">Policy ${p.policyNumber}</a></header>
  <main data-customer="${p.name}">
    <h1>Policy summary</h1>
    <dl><dt>Policy owner</dt><dd id="owner-${p.policyNumber}">${p.name}</dd><dt>Date of birth</dt><dd>${p.dateOfBirth}</dd></dl>
    <h2>Your contact details</h2>
    <p>${p.mobile}</p><p>${p.landline}</p><p><a href="mailto:${p.email}">${p.email}</a></p>
    <h3>Postal address</h3><address>${p.address}<br>${p.suburb} ${p.postcode}</address>
    <h2>Payment details</h2><p><span>Instalment amount</span> <strong>${p.amount}</strong></p>
    <h2>Policy documents</h2>
    <a href="/api/documents/${p.documentId}/file" aria-label="Open ${p.documentId}"><img src="/documents/${p.documentId}.png" alt="${p.name}"></a>
    <p>Policy ${p.policyNumberWithLetters}</p><p>${p.dateOfBirthWords}</p>
    <input name="search" value="${p.suburb}" placeholder="${p.address}" data-lookup-query="${p.address}">
    <textarea>${p.email}</textarea>
    <select><option value="${p.suburb}" selected>${p.suburb}</option></select>
    <p>Call us on 0800 555 000</p>
    <p data-private><span>Policy owner</span></p>
  </main>`;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
/** What was sent once `until` is in it (rrweb in jsdom is slow on a busy machine). */
async function sent(batches: ReplayEvent[][], until: string): Promise<string> {
  await vi.waitFor(() => expect(JSON.stringify(batches)).toContain(until), { timeout: 5000 });
  return JSON.stringify(batches);
}

function recordPage(batchMs = 10) {
  const batches: ReplayEvent[][] = [];
  stop = recordReplay({
    emit: (events) => batches.push(events),
    wording: () => WORDING,
    variables: { phone: '0800 555 000' },
    route: () => '/policy/:policyNumber',
    batchMs,
  });
  return batches;
}

function expectNoPersonalValue(payload: string) {
  for (const [kind, value] of Object.entries(PERSONAL)) {
    expect(payload, kind).not.toContain(value);
    expect(payload, kind).not.toContain(encodeURIComponent(value));
  }
  for (const part of ['10049321', '7734120', '555 0199', '377 4412', '482913', '1985', 'jane', 'Jane', 'Wallaby', '123.45']) {
    expect(payload, part).not.toContain(part);
  }
}

describe('replay: no personal value leaves the page, the wording stays readable', () => {
  it('masks a screen full of the customer’s values in the first snapshot, and keeps the portal’s wording', async () => {
    document.body.innerHTML = SCREEN;
    const payload = await sent(recordPage(), '"type":2');
    expectNoPersonalValue(payload);
    for (const text of KEPT) expect(payload, text).toContain(text);
    // A template keeps its words around the masked value; the page's address is its route template only.
    expect(payload).toContain('Policy ********');
    expect(payload).toContain('"href":"http://localhost:3000/policy/:policyNumber"');
    // What the page marks as the customer's own is masked even where it reads like wording.
    expect(payload).toContain('"textContent":"****** *****"');
  });

  it('masks what changes later: a new screen, texts, attributes and the code typed in', async () => {
    document.body.innerHTML =
      '<main><h1>Enter your one-time code</h1><label>Date of birth<input id="code" autocomplete="one-time-code"></label></main>';
    const batches = recordPage();
    await sent(batches, '"type":2');
    const input = document.querySelector('input')!;
    for (const digit of p.code) {
      input.value += digit;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.querySelector('h1')!.insertAdjacentHTML('afterend', `<p>We have sent a 6-digit code to ${p.email}.</p>`);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', SCREEN);
    document.querySelector('h1')!.setAttribute('title', p.name);
    document.querySelector('h1')!.setAttribute('data-lookup-query', p.address);
    document.querySelector('label')!.setAttribute('aria-label', `${p.name} ${p.dateOfBirth}`);
    document.querySelector('dd')!.textContent = p.mobile;
    await sent(batches, '"source":5');
    const payload = await sent(batches, 'Your contact details');
    expectNoPersonalValue(payload);
    expect(payload).toContain('We have sent a 6-digit code to ************************.');
    expect(payload).toContain('Enter your one-time code');
    // The typing was recorded (as asterisks): the replay shows that the customer typed, never what.
    expect(payload).toContain('"text":"******"');
  });

  it('sends the first screen at once, later changes when the page is hidden, and nothing after its stop', async () => {
    document.body.innerHTML = '<main><h1>Policy summary</h1></main>';
    const batches = recordPage(60_000);
    // rrweb's snapshot is taken in a task of its own, after the one that built the masks.
    expect(batches).toEqual([]);
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    // The first screen's snapshot, the largest batch, leaves while the page is there (not in a page-hide flush).
    expect(batches.map((batch) => batch.map((event) => event.type))).toEqual([[4, 2]]);
    document.querySelector('h1')!.textContent = 'Payment details';
    await settle();
    expect(batches).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(batches).toHaveLength(2);
    expect(JSON.stringify(batches[1])).toContain('Payment details');
    stop?.();
    stop = undefined;
    document.querySelector('h1')!.textContent = 'Policy summary';
    await settle();
    dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(2);
  });
});
