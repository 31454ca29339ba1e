import { personas } from '../fixtures/personas.ts';

export type LiveCode = { personaId: string; loginId: string; code: string; expiresAt: string };

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** GET /__sandbox: who to log in as, and the one-time codes currently valid. Refreshes itself every 5 seconds. */
export const sandboxPage = (codes: readonly LiveCode[]): string => {
  const rows = personas
    .map((p) => {
      const live = codes.filter((c) => c.personaId === p.id);
      const codeCell = live.length
        ? live.map((c) => `<code>${escape(c.code)}</code> <small>(until ${escape(c.expiresAt)}, login ${escape(c.loginId)})</small>`).join('<br>')
        : '—';
      return `<tr><th scope="row">${escape(p.id)}</th><td>${p.brandId}</td><td>${p.countryId}</td><td>${escape(p.email)}</td><td>${escape(p.mobile)}</td><td>${escape(p.dob)}</td><td>${escape(p.covers)}</td><td>${codeCell}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Sandbox API: personas and one-time codes</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0b0c0c}table{border-collapse:collapse}th,td{border:1px solid #b1b4b6;padding:.4rem;text-align:left;vertical-align:top}code{font-size:1.3em;font-weight:700}</style></head>
<body><main><h1>Sandbox API</h1>
<p>Log in with the brand's portal using either the e-mail or the mobile number, plus the date of birth. The one-time code appears here (and on the sandbox console) after the login step. JSON for tests: <code>GET /__sandbox/otp/{customerLoginId}</code>.</p>
<table><caption>Personas</caption><thead><tr><th scope="col">Persona</th><th scope="col">Brand id</th><th scope="col">Country id</th><th scope="col">E-mail</th><th scope="col">Mobile</th><th scope="col">Date of birth</th><th scope="col">Covers</th><th scope="col">Current code</th></tr></thead>
<tbody>
${rows}
</tbody></table></main></body></html>`;
};
