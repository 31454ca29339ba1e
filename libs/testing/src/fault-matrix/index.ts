// @portal/testing/fault-matrix: the fault matrix, pure data and functions (no React, no test runner), for the
// client's contract test, the DOM suites and the end-to-end tests. Production code never imports it.
export * from './fault-matrix';
