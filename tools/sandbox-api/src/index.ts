// Public face of @portal/sandbox-api: the sandbox insurer API (platform-neutral) and its persona fixtures.
export { createSandboxApp } from './app.ts';
export type { SandboxHono } from './context.ts';
export type { SandboxOptions } from './options.ts';
export { personas, findPersona, brandPersonas } from './fixtures/personas.ts';
export type { PersonaId, PersonaRole } from './fixtures/personas.ts';
export { seedFixtures } from './fixtures/seed.ts';
export { fixtureInBrand, seedFixturesInBrand } from './fixtures/in-brand.ts';
export type { PersonaFixture, PersonaLogin, PolicyFixture, DocumentFixture, DocumentAnswer, RealtimeBehaviour } from './fixtures/types.ts';
export { xssCorpus, xssCorpusHtml, xssCorpusEmailBase64 } from './fixtures/xss-corpus.ts';
export type { XssVector } from './fixtures/xss-corpus.ts';
export { REMOTE_IMAGE_HOST } from './fixtures/extra-documents.ts';
export { addressBook } from './fixtures/addresses.ts';
export type { AddressRecord } from './fixtures/addresses.ts';
export type { Fault, FaultMode } from './state/faults.ts';
export { DECLINED_CARD } from './state/card-check.ts';
export { SANDBOX_GATEWAY_COMPONENTS } from './scripts/gateway-components.ts';
export { TOO_MANY } from './routes/address.ts';
export { GATEWAY_ORIGIN, PREFIXED_VENDOR_HOSTS, VENDOR_HOST_NAMES, VENDOR_PREFIX } from './vendor-hosts.ts';
