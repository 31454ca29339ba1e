import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { SandboxServer } from '@portal/sandbox-api/testing';

/**
 * The tolerant reader's property tests (issue 45): a screen's answer, taken from the sandbox as it really answers, with
 * its non-essential fields nulled, removed or blanked one at a time and in random combinations; the screen still
 * stands and shows every other value.
 */

/** A field by its path; '*' is every item of a list. */
export type FieldPath = ReadonlyArray<string>;
export type Loss = 'null' | 'absent' | 'blank';
/** One non-essential field and what the screen shows of it while it is there (text, or texts, on the page). */
export type FieldCase<A> = { path: FieldPath; shows?: (answer: A) => string | string[] | null | undefined };
export type Change = { index: number; loss: Loss };

const cloneOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const lose = (value: unknown, path: FieldPath, loss: Loss): void => {
  if (typeof value !== 'object' || value === null) return;
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '*') {
    if (Array.isArray(value)) value.forEach((item) => (rest.length === 0 ? undefined : lose(item, rest, loss)));
    return;
  }
  const record = value as Record<string, unknown>;
  if (rest.length > 0) return lose(record[head], rest, loss);
  if (!(head in record)) return;
  if (loss === 'absent') delete record[head];
  else if (loss === 'null') record[head] = null;
  else record[head] = typeof record[head] === 'string' ? '  ' : null;
};

/** The answer with each change applied (a copy). */
export const withLosses = <A>(answer: A, cases: ReadonlyArray<FieldCase<A>>, changes: ReadonlyArray<Change>): A => {
  const copy = cloneOf(answer);
  for (const { index, loss } of changes) lose(copy, cases[index]!.path, loss);
  return copy;
};

/**
 * What the page must still show: every case's text not touched by the changes (a path under a lost one is lost too),
 * read from the answer as changed (what is left of it).
 */
export const stillShown = <A>(answer: A, cases: ReadonlyArray<FieldCase<A>>, changes: ReadonlyArray<Change>): string[] => {
  const changed = withLosses(answer, cases, changes);
  const lost = changes.map(({ index }) => cases[index]!.path.join('.'));
  const touched = (path: FieldPath) => lost.some((gone) => path.join('.') === gone || path.join('.').startsWith(`${gone}.`));
  return cases.flatMap((c) =>
    touched(c.path) ? [] : [c.shows?.(changed) ?? []].flat().filter((text): text is string => Boolean(text?.trim())),
  );
};

/** One change per case and loss (one at a time), as `it.each` rows. */
export const oneAtATime = <A>(cases: ReadonlyArray<FieldCase<A>>): Array<[string, Change]> =>
  cases.flatMap((c, index) =>
    (['null', 'absent'] as const).map((loss): [string, Change] => [`${c.path.join('.')} ${loss}`, { index, loss }]),
  );

/** Random combinations of changes: distinct fields, each nulled, removed or blanked. */
export const someChanges = (count: number): fc.Arbitrary<Change[]> =>
  fc.uniqueArray(fc.record({ index: fc.nat({ max: count - 1 }), loss: fc.constantFrom<Loss>('null', 'absent', 'blank') }), {
    minLength: 1,
    maxLength: count,
    selector: (change) => change.index,
  });

/**
 * Answers `path` (any method) with the sandbox's own answer passed through `change` while `applies` says so (another
 * policy's call, say, is answered as the sandbox would). Returns the last answer the sandbox gave, unchanged.
 */
export function changeAnswer(
  sandbox: SandboxServer,
  path: string,
  change: (answer: unknown, request: Request) => unknown,
  applies: (request: Request) => Promise<boolean> | boolean = () => true,
): void {
  sandbox.server.use(
    http.all(`*${path}`, async ({ request }) => {
      const asked = request.clone();
      const answer = await sandbox.app.fetch(request);
      if (answer.status !== 200 || !(await applies(asked))) return answer;
      return HttpResponse.json(change(await answer.json(), asked) as never);
    }),
  );
}

/** The sandbox's own answer of a call for a signed-in session, as the portal would receive it (changed per run). */
export async function sandboxAnswer(
  sandbox: SandboxServer,
  token: string,
  call: { path: string; method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown },
): Promise<unknown> {
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const answer = await sandbox.app.request(`${call.path}${query}`, {
    method: call.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      CountryId: '13',
      'Request-Source': 'CustomerPortalWeb',
      'Content-Type': 'application/json',
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

/** What no screen ever shows for a missing value. */
const NEVER_SHOWN = /\bnull\b|\bundefined\b|Invalid Date|\bNaN\b/;

/** The page stands (no error, nothing shown for a missing value) and shows every text in `shown`. */
export async function expectStands(shown: ReadonlyArray<string>, ready: () => Promise<unknown>) {
  await ready();
  await waitFor(() => {
    const text = document.body.textContent ?? '';
    for (const value of shown) expect(text).toContain(value);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(NEVER_SHOWN);
  cleanup();
}
