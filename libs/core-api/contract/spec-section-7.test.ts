import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocument } from '../src/contract/index.ts';
import { readSectionSevenCalls, readSectionSevenHeaders, type FieldNode } from './spec-section-7.ts';

// The specification is not part of this repository: PORTAL_SPEC names its portal-spec.md (.ci/run gives the one in
// ../shared). Without it this check is skipped, and says so; with it, a missing file fails.
const specPath = process.env['PORTAL_SPEC'];
if (!specPath) {
  console.warn('spec-section-7: PORTAL_SPEC is not set, so the contract is not checked against specification section 7.');
}
const spec = specPath ? readFileSync(resolve(specPath), 'utf8') : '';
const calls = specPath ? readSectionSevenCalls(spec) : [];

type Schema = {
  $ref?: string;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
};
type Parameter = { name: string; in: string; $ref?: string };
type Operation = {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  'x-spec-hidden'?: boolean;
};
const doc = contractDocument as unknown as {
  paths: Record<string, Record<string, Operation>>;
  security: Record<string, string[]>[];
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

const lastPart = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
/** The schemas a value of this schema may take (references followed, alternatives and array items opened). */
const shapesOf = (schema: Schema | undefined): Schema[] => {
  if (!schema) return [];
  if (schema.$ref) return shapesOf(doc.components.schemas[lastPart(schema.$ref)]);
  if (schema.anyOf) return schema.anyOf.flatMap(shapesOf);
  if (schema.items) return shapesOf(schema.items);
  return [schema];
};

/** Every named field (dotted path) that the schema does not have. */
const missingFields = (schema: Schema | undefined, fields: FieldNode[], at = ''): string[] =>
  fields.flatMap(({ name, children }) => {
    const found = shapesOf(schema)
      .map((shape) => shape.properties?.[name])
      .find(Boolean);
    if (!found) return [`${at}${name}`];
    return missingFields(found, children, `${at}${name}.`);
  });

const operationOf = (method: string, path: string): Operation | undefined => doc.paths[path]?.[method.toLowerCase()];
const parametersOf = (operation: Operation): Parameter[] =>
  (operation.parameters ?? []).map((p) => (p.$ref ? (doc.components.parameters[lastPart(p.$ref)] as Parameter) : p));
const jsonSchema = (part: { content?: Record<string, { schema: Schema }> } | undefined): Schema | undefined =>
  part?.content?.['application/json']?.schema;

describe.skipIf(!specPath)('the OpenAPI document against specification section 7', () => {
  it('reads the whole call table (so an empty parse cannot pass)', () => {
    expect(calls.length).toBeGreaterThanOrEqual(24);
    const named = calls.flatMap((c) => [...c.body, ...c.answer]).length;
    expect(named).toBeGreaterThanOrEqual(60);
  });

  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s is in the document', (_, call) => {
    expect(Object.keys(doc.paths)).toContain(call.path);
    expect(operationOf(call.method, call.path), `${call.method} ${call.path}`).toBeDefined();
  });

  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s has every query parameter, field and status', (_, call) => {
    const operation = operationOf(call.method, call.path);
    if (!operation) throw new Error(`${call.method} ${call.path} is missing`);
    const query = parametersOf(operation)
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(call.query));
    expect(missingFields(jsonSchema(operation.requestBody), call.body), 'request body').toEqual([]);
    expect(missingFields(jsonSchema(operation.responses['200']), call.answer), 'answer').toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(call.statuses.map(String)));
  });

  it.each(calls.filter((c) => !c.isStatic).map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s sends the headers of section 7 and its token as noted',
    (_, call) => {
      const operation = operationOf(call.method, call.path);
      if (!operation) throw new Error(`${call.method} ${call.path} is missing`);
      const headers = parametersOf(operation)
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
      expect(headers).toEqual(expect.arrayContaining(readSectionSevenHeaders(spec)));
      const security = operation.security ?? doc.security;
      if (call.token === 'none') expect(security).toEqual([]);
      if (call.token === 'bearer') expect(security).toEqual([{ bearer: [] }]);
    },
  );

  it('marks every call that section 7 does not show as hidden', () => {
    const shown = new Set(calls.map((c) => `${c.method} ${c.path}`));
    const unshown = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => !shown.has(`${method.toUpperCase()} ${path}`) && operation['x-spec-hidden'] !== true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unshown).toEqual([]);
  });
});
