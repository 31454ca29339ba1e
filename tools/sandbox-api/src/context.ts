import type { Hono } from 'hono';
import type { ResolvedOptions } from './options.ts';
import type { PersonaState, SandboxStore, Session } from './state/store.ts';

export type SandboxEnv = { Variables: { session: Session; persona: PersonaState } };
export type SandboxHono = Hono<SandboxEnv>;
/** What every route module receives: the in-memory state and the resolved options. */
export type SandboxContext = { store: SandboxStore; options: ResolvedOptions };
