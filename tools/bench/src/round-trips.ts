/**
 * One API call the page made: its path, when the app issued it and when its answer was read (page milliseconds), and
 * the policy it was about (a policy number in its query or body), if any.
 */
export type ApiCall = { path: string; start: number; end: number; policy?: string | undefined };

/**
 * The API round trips on the way to a screen (docs/architecture.md, Budgets: at most three after the code is accepted): the
 * longest chain of calls each issued after one it depends on answered. Calls issued together (the policies' details
 * side by side) are one trip; a call that waits for another's answer is one more. Counted by dependency: a call about
 * a policy follows only calls about that policy or about none (one policy's payments check does not follow another
 * policy's check that happened to answer first), so the count is the same for 1 policy or 30. The page's clock is
 * coarsened, so a call issued within a millisecond of an answer is taken as following it.
 */
export function roundTrips(calls: ApiCall[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth = new Map<ApiCall, number>();
  for (const call of sorted) {
    // Only calls issued earlier can come before it (a call never answered, its end unknown, comes before nothing).
    const before = sorted
      .filter((c) => depth.has(c) && c.end <= call.start + 1 && (c.policy === undefined || c.policy === call.policy))
      .map((c) => depth.get(c) ?? 1);
    depth.set(call, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}

/**
 * Runs in the page before its first document (Playwright's addInitScript, puppeteer's evaluateOnNewDocument): records
 * every /api/ call the app makes in `window.__apiCalls`, when it was issued and when its answer was read.
 */
export function recordApiCalls(): void {
  const calls: ApiCall[] = [];
  (window as unknown as { __apiCalls: ApiCall[] }).__apiCalls = calls;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const body = typeof init?.body === 'string' ? init.body : '';
    const policy = url.searchParams.get('clientPolicyNumber') ?? /"PolicyNumber":"([^"]+)"/.exec(body)?.[1];
    const call = { path: url.pathname, start: performance.now(), end: Number.POSITIVE_INFINITY, policy };
    if (url.pathname.startsWith('/api/')) calls.push(call);
    const response = await original(input, init);
    call.end = performance.now();
    return response;
  };
}
