/**
 * What fails a journey, seen from inside a document: each Content-Security-Policy violation (securitypolicyviolation)
 * and each uncaught error or unhandled rejection, kept in `window.__e2eWatch` and, with `log`, written to the console
 * (the Gecko driver reads every frame's console). Run in the page: it may use nothing of its module.
 */
export function watchPage(log = false): void {
  // Keyed by document, as the queries are (in-page-queries.ts): an expando carried over a reload must not stand for
  // the new document's watch (what it saw is kept).
  const w = window as unknown as { __e2eWatch?: string[]; __e2eWatchDoc?: Document };
  if (w.__e2eWatch && w.__e2eWatchDoc === document) return;
  const seen: string[] = (w.__e2eWatch ??= []);
  w.__e2eWatchDoc = document;
  const keep = (line: string) => {
    seen.push(line);
    if (log) console.error(`[e2e-watch] ${line}`);
  };
  document.addEventListener(
    'securitypolicyviolation',
    (e) => keep(`CSP ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI} ${e.sourceFile}:${e.lineNumber}`),
    true,
  );
  window.addEventListener('error', (e) => keep(`uncaught ${e.message} at ${e.filename}:${e.lineno} in ${location.href}`));
  window.addEventListener('unhandledrejection', (e) => keep(`unhandled rejection ${String(e.reason)} in ${location.href}`));
}

/** What the watch saw in this document so far (run in the page). */
export function watched(): string[] {
  return (window as unknown as { __e2eWatch?: string[] }).__e2eWatch ?? [];
}
