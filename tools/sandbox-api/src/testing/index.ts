// Test helpers that host the sandbox for the libs' component tests (never imported by production code).
export { setupSandboxServer } from './msw-server.ts';
export type { SandboxServer } from './msw-server.ts';
export type { FaultRequest } from '../state/faults.ts';
export { signInPersona } from './sign-in-persona.ts';
export type { PersonaSession } from './sign-in-persona.ts';
export { chargeCard, testCard } from './gateway.ts';
export { seededPolicy, seededPayments, seededDebts, debtsOf, centsOf, dollars, dayMonthYear } from './seeded.ts';
export { startHarness } from './harness.ts';
export type { Harness, Session } from './harness.ts';
export { loadVendorStandIns, runVendorScript } from './vendor-stand-ins.ts';
