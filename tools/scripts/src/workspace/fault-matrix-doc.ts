import {
  CALL_IDS,
  CALLS,
  FAULTS,
  OUTCOMES,
  SCREEN_DISAGREES,
  SCREEN_SUITES,
  outcomeOf,
  retriedOnItsOwn,
  screenOf,
} from '@portal/testing/fault-matrix';

/** docs/fault-matrix.md, rendered from the matrix (tools/scripts/src/workspace/fault-matrix.test.ts checks the file is this). */
export function renderFaultMatrix(): string {
  const head = `| call | feature | use | ${FAULTS.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(FAULTS.length + 3)}`;
  const rows = CALL_IDS.map((call) => {
    const entry = CALLS[call];
    const cells = FAULTS.map((fault) => `${outcomeOf(call, fault)}${retriedOnItsOwn(call, fault) ? ' (retried)' : ''}`);
    return `| \`${entry.path}\` | ${entry.feature} | ${entry.use} | ${cells.join(' | ')} |`;
  });
  const suites = Object.entries(SCREEN_SUITES).map(([feature, file]) => {
    const calls = CALL_IDS.filter((call) => screenOf(call) === feature).map((call) => `\`${call.toLowerCase()}\``);
    return `- \`${file}\`: ${calls.join(', ')}`;
  });
  const disagreements = CALL_IDS.flatMap((call) =>
    Object.entries(SCREEN_DISAGREES[call] ?? {}).map(([fault, why]) => `- \`${call.toLowerCase()} × ${fault}\`: ${why}`),
  );
  const legend = Object.entries(OUTCOMES).map(([id, text]) => `- \`${id}\`: ${text}`);
  return [
    '# Fault matrix',
    '',
    'Every call of section 7 × every fault, one outcome each: 24 calls × 9 faults, 216 cells. The matrix is test data,',
    'not production code: `libs/testing/src/fault-matrix/fault-matrix.ts` (entry',
    '`@portal/testing/fault-matrix`). This file is rendered from it by `tools/scripts/src/workspace/fault-matrix.test.ts`',
    '(`UPDATE_FAULT_MATRIX=1` rewrites it; the test fails when this file and the matrix differ).',
    '',
    '## What is tested, and how',
    '',
    '1. **What the client raises** (`tools/scripts/src/workspace/fault-matrix.test.ts`, Node): for every cell, the fault is injected',
    '   into a sandbox on a real port (`POST /__sandbox/faults`), the call is made through `@portal/core-api`, and the test',
    '   checks the call resolves or raises `ApiError` with the status and kind the matrix says (`raisedBy`). The time-out',
    '   cells use a client with a 250 ms time-out (the real one is 30 s).',
    '2. **What the customer sees** (the DOM suites, vitest + jsdom, one `it` per cell named',
    "   `<call> × <fault> → <outcome>`): for every cell, the screen that makes the call is rendered in the portal's",
    '   providers, signed in for real against the in-process sandbox (MSW), the fault is injected, the customer does what',
    '   makes the call (opens the page, clicks Save, types an address, presses Stay signed in...), and the test checks the',
    '   outcome as the customer sees it (the kit: `libs/testing/src/fault-cells.ts`, `fault-cell-outcomes.ts`):',
    '   `session-ends`: the session is emptied with the reason `unauthorized` (a 403: `locked`) and, the screen rendered',
    "   behind the guard (`renderWithPortal`'s `guarded`), the login page shows, saying the session ended and the customer",
    "   was logged out (the session lib's `SessionEndNotice`, an announced alert, which the auth lib's login page renders),",
    "   or for a 403 the region's account-locked message (the auth lib's locked state, only 'Return to Log In');",
    "   `unavailable-page`: the portal leaves for `/503.html`, and the kit's stand-in for `location.assign` does what the",
    "   browser does: the portal's page goes and the brand's 503 page shows (the file its artifact serves,",
    "   `serviceUnavailableHtml`): its heading, the brand's phone as a link, Try again; every screen outcome: its message",
    '   text (brand phone included), and where the matrix says so the retry, the values kept, the form offered again or',
    '   nothing shown; and then that neither global outcome happened. Where the screen is the same with or without the',
    '   fault (a dismissed banner, a logout, a bot check passed anyway, a postcode check that never blocks the save, a',
    "   malformed answer to a write), the cell also checks the call was made and met the fault (`metFault`: the sandbox's",
    '   answer had its status or truncated body, or none came). `FAULT_CELLS_WITHOUT_FAULT=1` injects nothing: then every',
    '   cell must fail (216 of 216 did when this was written), so no cell passes without its fault.',
    "   A time-out cell fakes `setTimeout`, holds the answer for 120 s and moves the clock past the client's 30 s once",
    '   the call has reached the sandbox. Reads do not retry in these suites (`createTestQueryClient`), so one fault is',
    "   one outcome; the retry policy marked '(retried)' has its own tests (`libs/session/src/api/query-retry.test.ts`,",
    '   `create-session-query-client.test.ts`). The suites, by the library whose screen shows the call:',
    '',
    ...suites,
    '',
    '   A cell where the screen is known to disagree with the matrix (`SCREEN_DISAGREES`) runs as `it.fails`, the reason',
    '   in its name, until the screen is fixed (then it fails, and the entry goes). Today:',
    '',
    ...(disagreements.length ? disagreements : ['- none']),
    '',
    "3. **In the browser** (`tools/e2e/src/resilience.spec.ts`, Playwright): the cells of the dashboard's call",
    '   (getcustomerdetail) for one brand, a pair of cells for every brand, and the page lifecycle.',
    '',
    "'(retried)': a read retries it on its own (2 retries, jittered back-off, Retry-After honoured) before the outcome;",
    'writes never retry on their own. A time-out is 30 s without an answer.',
    '',
    head,
    rule,
    ...rows,
    '',
    '## Outcomes',
    '',
    ...legend,
    '',
  ].join('\n');
}
