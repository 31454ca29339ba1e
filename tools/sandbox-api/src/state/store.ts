import type { Receipt } from '../wire.ts';
import { seedFixtures } from '../fixtures/seed.ts';
import type { PersonaFixture, PolicyFixture } from '../fixtures/types.ts';
import type { ResolvedOptions } from '../options.ts';
import type { Fault } from './faults.ts';

export type PolicyState = PolicyFixture & { pendingClearAt: number | null };
export type PersonaState = Omit<PersonaFixture, 'policies'> & {
  policies: PolicyState[];
  locked: boolean;
  hiddenFeatures: Set<number>;
};

export type Login = {
  id: string;
  personaId: string;
  code: string;
  codeExpiresAt: number;
  lastSentAt: number;
  startedAt: number;
  wrongAttempts: number;
  used: boolean;
};

export type Session = { token: string; loginId: string; personaId: string; expiresAt: number };

/** An access token the gateway issued for one policy (Pay Now or a payment-method update). */
export type GatewayGrant = { personaId: string; policyNumber: string; purpose: 'paynow' | 'update' };

export type GatewayTransaction = {
  id: string;
  personaId: string;
  policyNumber: string;
  cardHolderName: string;
  cardScheme: 'Visa' | 'Mastercard';
  cardSuffix: string;
  receipt: Receipt | null;
};

export type Registration = {
  id: string;
  personaId: string;
  policyNumber: string;
  kind: 'CC' | 'DD';
  card?: { suffix: string; expiry: string };
  bank?: { name: string; bsb: string | null; number: string };
};

export type SandboxStore = {
  personas: Map<string, PersonaState>;
  logins: Map<string, Login>;
  sessions: Map<string, Session>;
  grants: Map<string, GatewayGrant>;
  transactions: Map<string, GatewayTransaction>;
  /** Registrations by token (provider 1) or setup-intent id (provider 2). */
  registrations: Map<string, Registration>;
  faults: Fault[];
  counters: { receipt: number };
  reset: () => void;
};

const toState = (fixture: PersonaFixture): PersonaState => {
  const copy = structuredClone(fixture);
  return {
    ...copy,
    policies: copy.policies.map((p) => ({ ...p, pendingClearAt: null })),
    locked: fixture.login.locked,
    hiddenFeatures: new Set(),
  };
};

export const createStore = (options: ResolvedOptions): SandboxStore => {
  const store: SandboxStore = {
    personas: new Map(),
    logins: new Map(),
    sessions: new Map(),
    grants: new Map(),
    transactions: new Map(),
    registrations: new Map(),
    faults: [],
    counters: { receipt: 100000 },
    reset: () => {
      for (const map of [store.personas, store.logins, store.sessions, store.grants, store.transactions, store.registrations]) {
        map.clear();
      }
      store.faults.length = 0;
      store.counters.receipt = 100000;
      for (const fixture of seedFixtures(options.now())) store.personas.set(fixture.login.id, toState(fixture));
    },
  };
  store.reset();
  return store;
};

/** Random identifiers and codes (Web Crypto: works in Node, browsers and MSW's worker). */
export const randomId = (prefix = ''): string => `${prefix}${crypto.randomUUID()}`;
export const randomCode = (): string => String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0');

export const findPolicy = (persona: PersonaState, policyNumber: string): PolicyState | undefined =>
  persona.policies.find((p) => p.detail.PolicySummary.PolicyNumber === policyNumber);
