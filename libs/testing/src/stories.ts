// @portal/testing/stories: what stories and Storybook's preview may import from the kit: nothing here loads test
// tooling (vitest's expect breaks every story of `storybook dev`; .storybook/main.ts fails a build that bundles it).
export { SandboxSession, leaveSandboxSession } from './sandbox-session';
export { sandboxFault } from './sandbox-fault';
export { signedInState, resetSessionStores, clearSession } from '@portal/session/testing';
