import { allBrands } from '@portal/brand-registry';
import { personas } from '../fixtures/personas.ts';

/** A one-time code currently valid; times as ISO strings. */
export type LiveCode = { personaId: string; loginId: string; code: string; sentAt: string; expiresAt: string };

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "Ironbark Insurance (ironbark, brand 2)": the brand's name and slug, so nobody has to remember ids. */
export const brandLabel = (brandId: number): string => {
  const brand = allBrands.find((b) => b.id === brandId);
  return brand ? `${brand.name} (${brand.slug}, brand ${brandId})` : `brand ${brandId}`;
};

const time = (iso: string): string => `<time datetime="${escape(iso)}">${escape(iso.slice(11, 19))} UTC</time>`;

const personaOf = (id: string) => personas.find((p) => p.id === id);

/** The codes, newest first, with when each was sent. */
const codesTable = (codes: readonly LiveCode[]): string => {
  if (!codes.length) return '<p id="codes">No code is valid now. Log in on a brand\'s portal and the code appears here.</p>';
  const rows = [...codes]
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map((c) => {
      const p = personaOf(c.personaId);
      return `<tr><td><code>${escape(c.code)}</code></td><td>${time(c.sentAt)}</td><td>${escape(c.personaId)}</td><td>${escape(p ? brandLabel(p.brandId) : '')}</td><td>${time(c.expiresAt)}</td><td>${escape(c.loginId)}</td></tr>`;
    })
    .join('\n');
  return `<table id="codes"><caption>One-time codes, newest first</caption><thead><tr><th scope="col">Code</th><th scope="col">Sent</th><th scope="col">Persona</th><th scope="col">Brand</th><th scope="col">Valid until</th><th scope="col">Login id</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
};

/** GET /__sandbox: the one-time codes currently valid (newest first) and who to log in as. Refreshes itself every 5 seconds. */
/** `more`: further sections (trusted HTML built by the sandbox, e.g. the telemetry collector's). */
export const sandboxPage = (codes: readonly LiveCode[], more = ''): string => {
  const rows = personas
    .map(
      (p) =>
        `<tr><th scope="row">${escape(p.id)}</th><td>${escape(brandLabel(p.brandId))}</td><td>${p.countryId}</td><td>${escape(p.email)}</td><td>${escape(p.mobile)}</td><td>${escape(p.dob)}</td><td>${escape(p.covers)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Sandbox API: personas and one-time codes</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0b0c0c}table{border-collapse:collapse;margin-bottom:2rem}caption{text-align:left;font-weight:700;padding:.4rem 0}th,td{border:1px solid #b1b4b6;padding:.4rem;text-align:left;vertical-align:top}code{font-size:1.3em;font-weight:700}</style></head>
<body><main><h1>Sandbox API</h1>
<p>Log in with the brand's portal using either the e-mail or the mobile number, plus the date of birth. The one-time code appears here (and on the sandbox console) after the login step. JSON for tests: <code>GET /__sandbox/otp/{customerLoginId}</code>.</p>
${codesTable(codes)}
<table><caption>Personas</caption><thead><tr><th scope="col">Persona</th><th scope="col">Brand</th><th scope="col">Country id</th><th scope="col">E-mail</th><th scope="col">Mobile</th><th scope="col">Date of birth</th><th scope="col">Covers</th></tr></thead>
<tbody>
${rows}
</tbody></table>${more}</main></body></html>`;
};
