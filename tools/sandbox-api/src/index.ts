// Public face of @portal/sandbox-api: the sandbox insurer API (platform-neutral) and its persona fixtures.
export { createSandboxApp } from './app.ts';
export { personas, findPersona, brandPersonas } from './fixtures/personas.ts';
export type { PersonaId, PersonaRole } from './fixtures/personas.ts';
export { seedFixtures } from './fixtures/seed.ts';
export { FLOOR_MATRIX_PERSONAS } from './fixtures/persona-catalogue.ts';
export { sandboxCode, signInToSandbox } from './testing/sign-in.ts';
export { seedFixturesInBrand } from './fixtures/in-brand.ts';
export type { PersonaFixture, PersonaLogin, PolicyFixture } from './fixtures/types.ts';
export { xssCorpus, xssCorpusHtml, xssCorpusEmailBase64 } from './fixtures/xss-corpus.ts';
export { REMOTE_IMAGE_HOST } from './fixtures/extra-documents.ts';
export { addressBook } from './fixtures/addresses.ts';
export { SANDBOX_GATEWAY_COMPONENTS } from './scripts/gateway-components.ts';
export { COLLECTOR_ORIGIN, GATEWAY_ORIGIN, PREFIXED_VENDOR_HOSTS, VENDOR_HOST_NAMES, VENDOR_PREFIX } from './vendor-hosts.ts';
