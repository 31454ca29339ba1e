// @portal/session/fault-matrix: the fault matrix and section 8's routing, pure data and functions (no React), for the
// contract and end-to-end tests.
export * from './fault-matrix';
export { sectionEightRoute } from './section-eight';
export type { SectionEightRoute } from './section-eight';
