import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/** The OpenAPI document: the one place the wire contract is written. */
export const CONTRACT_DOCUMENT = resolve(import.meta.dirname, 'portal-api.json');
/** Its TypeScript types, checked in so the type check needs no generation step. */
export const GENERATED_TYPES = resolve(import.meta.dirname, '../src/contract/portal-api.generated.ts');

const HEADER = `/**
 * Generated from libs/core-api/contract/portal-api.json by openapi-typescript; do not edit.
 * Regenerate: npx tsx libs/core-api/contract/generate-types.ts (a test fails while this file is stale).
 */
`;

/** The generated file's full text for the document as it is now. */
export const renderContractTypes = async (): Promise<string> => {
  const document: unknown = JSON.parse(readFileSync(CONTRACT_DOCUMENT, 'utf8'));
  // Parameters typed as declared (the headers are strings and numbers), no extra path-parameter leniency.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(GENERATED_TYPES, await renderContractTypes());
  console.info(`Wrote ${GENERATED_TYPES}`);
}
