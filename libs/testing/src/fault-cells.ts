import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@portal/core-api';
import { setupSandboxServer, type SandboxServer } from '@portal/sandbox-api/testing';
import {
  CALLS,
  callsShownBy,
  FAULTS,
  outcomeOf,
  SCREEN_DISAGREES,
  type CallId,
  type Fault,
  type Feature,
  type Outcome,
} from './fault-matrix/fault-matrix';
import type { RenderWithPortalResult } from './render-with-portal';

import { expectNoGlobalOutcome, expectSessionEnded, expectUnavailablePage, noteInjectedFault } from './fault-cell-outcomes';

export { expectAlert, expectUnavailablePage } from './fault-cell-outcomes';
export type { CallId, Fault, Outcome } from './fault-matrix/fault-matrix';

/** One cell of the fault matrix, named for `it.each`: "getpolicydetail × 500 → load-failed". */
export type FaultCell = { name: string; call: CallId; fault: Fault; outcome: Outcome };

const cell = (call: CallId, fault: Fault): FaultCell => {
  const outcome = outcomeOf(call, fault);
  return { name: `${call.toLowerCase()} × ${fault} → ${outcome}`, call, fault, outcome };
};

/**
 * The cells of `call`, one per fault, with the matrix's outcome (but those its screen is known to get wrong), as
 * `[name, cell]` for `it.each(...)('%s', (_name, cell) => ...)`: vitest shortens a `$name` to 40 characters.
 */
export const cellsOf = (call: CallId): Array<[string, FaultCell]> =>
  FAULTS.filter((fault) => !SCREEN_DISAGREES[call]?.[fault]).map((fault) => {
    const each = cell(call, fault);
    return [each.name, each];
  });

/** The cells of `call` its screen is known to get wrong (SCREEN_DISAGREES), for `it.fails.each`, the reason in the name. */
export const knownWrongCellsOf = (call: CallId): Array<[string, FaultCell]> =>
  FAULTS.filter((fault) => SCREEN_DISAGREES[call]?.[fault]).map((fault) => {
    const known = cell(call, fault);
    return [`${known.name} (known wrong: ${SCREEN_DISAGREES[call]?.[fault]})`, known];
  });

/**
 * One `it` per cell of `call` (its screen checked by `run`), and the cells its screen is known to get wrong
 * (SCREEN_DISAGREES) as `it.fails`, the reason in the name: they must fail until the screen is fixed.
 */
export function eachCell(call: CallId, run: (name: string, cell: FaultCell) => Promise<void>, timeout = 20_000): void {
  it.each(cellsOf(call))('%s', run, timeout);
  const wrong = knownWrongCellsOf(call);
  if (wrong.length) it.fails.each(wrong)('%s', run, timeout);
}

/** The sandbox's truncated body for a malformed answer (middleware/faults.ts). */
const TRUNCATED = '{"Message": "truncated';

/** A time-out cell's answer comes only after 120 s (the sandbox's longest), well past the client's 30 s. */
const NEVER_MS = 120_000;

/** The sandbox's fault for a cell: an HTTP status, a dropped connection, a truncated body or an answer too late. */
const faultBody = (route: string, fault: Fault): Record<string, unknown> => {
  if (fault === 'network') return { route, mode: 'drop' };
  if (fault === 'malformed') return { route, mode: 'malformed' };
  if (fault === 'timeout') return { route, latencyMs: NEVER_MS };
  return { route, status: Number(fault) };
};

/**
 * Drives one cell against the sandbox of `setupSandboxServer`: `inject` adds the fault (every call to the route until
 * the test ends, so a refetch meets it too) and, for a time-out, fakes setTimeout; `passTimeOut` then waits for the
 * call to reach the sandbox and moves the clock past the client's time-out (a real one is 30 s a try).
 */
export function faultCells(sandbox: SandboxServer) {
  const started = new Set<string>();
  const ended = new Set<string>();
  /** Every answer the sandbox gave, by path: its status and body. */
  const answers: { path: string; answer: Promise<string> }[] = [];
  const pathOf = (request: Request) => new URL(request.url).pathname.toLowerCase();
  sandbox.server.events.on('request:start', ({ request }) => void started.add(pathOf(request)));
  sandbox.server.events.on('request:end', ({ request }) => void ended.add(pathOf(request)));
  sandbox.server.events.on('unhandledException', ({ request }) => void ended.add(pathOf(request)));
  sandbox.server.events.on('response:mocked', ({ request, response }) => {
    answers.push({
      path: pathOf(request),
      answer: response
        .clone()
        .text()
        .then((body) => `${response.status} ${body}`),
    });
  });
  const routeOf = (call: CallId) => (call === 'verifyBotCheck' ? `/bot-check${CALLS[call].path}` : CALLS[call].path);
  /** Waits (3 s at most) for `call`'s path to be among `paths` (the calls started, or ended). */
  const reached = (paths: ReadonlySet<string>, call: CallId, what: string) => {
    const path = routeOf(call).toLowerCase();
    return vi.waitFor(
      () =>
        expect(
          [...paths].some((p) => p.endsWith(path)),
          `${call} was ${what}`,
        ).toBe(true),
      { timeout: 3000 },
    );
  };

  return {
    async inject(call: CallId, fault: Fault): Promise<void> {
      started.clear();
      ended.clear();
      answers.length = 0;
      noteInjectedFault(fault);
      // Only setTimeout: the client's time-out runs on it; React, TanStack and testing-library keep real time.
      if (fault === 'timeout') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      // FAULT_CELLS_WITHOUT_FAULT=1: nothing is injected, and every cell must fail (docs/fault-matrix.md).
      if (process.env['FAULT_CELLS_WITHOUT_FAULT']) return;
      const answer = await sandbox.app.request('/__sandbox/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(faultBody(routeOf(call), fault)),
      });
      expect(answer.status).toBe(201);
    },
    /** For a time-out cell (nothing otherwise): once the call is under way, its 30 s pass. */
    async passTimeOut(call: CallId, fault: Fault): Promise<void> {
      if (fault !== 'timeout') return;
      await reached(started, call, 'called');
      await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS + 1);
    },
    /** For a call whose failure changes nothing on screen: once it has been answered (or has timed out). */
    async answered(call: CallId, fault: Fault): Promise<void> {
      await reached(fault === 'timeout' ? started : ended, call, 'answered');
      // The client and the screen take it from there in a task or two.
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /**
     * Where the screen cannot tell the fault from none (the same screen either way): the call was made and met the
     * fault. Its status, the dropped connection or the truncated body came back; a time-out's answer never did.
     */
    async metFault(call: CallId, fault: Fault): Promise<void> {
      const path = routeOf(call).toLowerCase();
      await this.answered(call, fault);
      const seen = await Promise.all(answers.filter((a) => a.path.endsWith(path)).map((a) => a.answer));
      // No answer: a time-out's comes too late, a dropped connection's never (MSW reports no response for it).
      if (fault === 'timeout' || fault === 'network') return expect(seen, `${call} got no answer`).toEqual([]);
      const expected = fault === 'malformed' ? `200 ${TRUNCATED}` : `${fault} `;
      expect(seen.length, `${call} was answered`).toBeGreaterThan(0);
      for (const answer of seen) expect(answer.startsWith(expected), `${call} met ${fault}: ${answer}`).toBe(true);
    },
    /** After each cell: real timers again. */
    reset(): void {
      vi.useRealTimers();
    },
  };
}

/**
 * A lib's fault-cells suite opens with this: the sandbox its screens call (setupSandboxServer's options), the cells
 * driven against it (faultCells) and, after each cell, real timers again.
 */
export function setupFaultCells(options?: Parameters<typeof setupSandboxServer>[0]) {
  const sandbox = setupSandboxServer(options);
  const cells = faultCells(sandbox);
  afterEach(() => cells.reset());
  return { sandbox, cells };
}

/** A `describe` per call the screens of `feature` make (callsShownBy), each with an `it` per cell (eachCell) that `run` checks. */
export function describeCells(feature: Feature, run: (call: CallId, cell: FaultCell) => Promise<void>): void {
  describe.each(callsShownBy(feature))('%s', (call) => eachCell(call, (_name, cell) => run(call, cell)));
}

/**
 * What the customer sees for a cell's `outcome`: section 8's own (the login page saying why, the unavailable page)
 * checked here; a screen's own by the suite's check for it in `seen` (given `args`), after which neither global
 * outcome happened.
 */
export async function expectCellOutcome<Args extends unknown[]>(
  view: RenderWithPortalResult,
  outcome: Outcome,
  seen: Partial<Record<Outcome, (...args: Args) => Promise<unknown>>>,
  ...args: Args
): Promise<void> {
  if (outcome === 'session-ends') return expectSessionEnded();
  if (outcome === 'unavailable-page') return expectUnavailablePage(view);
  const check = seen[outcome];
  if (!check) throw new Error(`No screen check for ${outcome}`);
  await check(...args);
  expectNoGlobalOutcome(view);
}
