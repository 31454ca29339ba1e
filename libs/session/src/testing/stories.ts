// What stories and Storybook's preview may import from the session lib's helpers: nothing here loads test tooling
// (vitest's expect breaks every story of `storybook dev`; .storybook/main.ts fails a build that bundles it).
export { SandboxSession, leaveSandboxSession } from './sandbox-session';
export { signedInState, sandboxFault } from './story-setup';
export { resetSessionStores } from '../store/end-session';
export { clearSession } from '../store/session-store';
