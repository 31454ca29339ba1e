import { customerLogin, toCustomerLoginRequest } from '@portal/core-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPersona } from '../fixtures/personas.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const startLogin = async (id: string) => {
  const p = findPersona(id)!;
  const s = h.session(p.countryId, p.brandId);
  return customerLogin(s.client, toCustomerLoginRequest({ brandId: p.brandId, dob: p.dob, emailAddress: p.email }));
};
const page = async () => (await h.control('GET', '/__sandbox')).text();
const rowOf = (html: string, id: string) => new RegExp(`<tr><th scope="row">${id}</th>(.*?)</tr>`).exec(html)?.[1] ?? '';

describe('GET /__sandbox', () => {
  it("names each persona's brand by name and slug", async () => {
    const html = await page();
    expect(rowOf(html, 'au-family')).toContain('<td>Wattlebird Life (wattlebird, brand 1)</td>');
    expect(rowOf(html, 'nz-overdue-4')).toContain('(kowhai, brand 4)');
    expect(rowOf(html, 'ca-payers-6')).toContain('(tamarack, brand 6)');
  });

  it('lists the valid codes newest first, each with the time it was sent', async () => {
    await h.reset();
    await startLogin('au-family');
    h.clock.advance(61_000);
    await startLogin('nz-single');
    const sent = new Date(h.clock.now()).toISOString();
    const html = await page();
    const codes = html.slice(html.indexOf('<table id="codes">'), html.indexOf('</table>'));
    expect(codes.indexOf('nz-single')).toBeGreaterThan(0);
    expect(codes.indexOf('nz-single')).toBeLessThan(codes.indexOf('au-family'));
    expect(codes).toContain(`<time datetime="${sent}">${sent.slice(11, 19)} UTC</time>`);
  });

  it('says when no code is valid', async () => {
    await h.reset();
    expect(await page()).toContain('No code is valid now.');
  });
});
