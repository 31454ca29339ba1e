import contractDocument from '../../contract/portal-api.json' with { type: 'json' };

/**
 * A small validator for the subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the contract document uses:
 * $ref to components, type (with 'null' and 'integer'), const, enum, anyOf, required, properties,
 * additionalProperties, items, minItems, minLength and pattern. Unknown keys are allowed, as a real server ignores them.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  pattern?: string;
};

export type ContractIssue = { path: string; message: string };

type Parameter = { name: string; in: string; required?: boolean };
type OperationObject = { parameters?: (Parameter | { $ref: string })[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

const document = contractDocument as unknown as {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, Parameter> };
};

const resolveRef = <T>(ref: string, table: Record<string, T>): T => {
  const target = table[ref.slice(ref.lastIndexOf('/') + 1)];
  if (!target) throw new Error(`Unknown reference ${ref}`);
  return target;
};

const typeOf = (value: unknown): string[] => {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
};

const check = (schema: JsonSchema, value: unknown, at: string, issues: ContractIssue[]): void => {
  if (schema.$ref) return check(resolveRef(schema.$ref, document.components.schemas), value, at, issues);
  if (schema.anyOf) {
    const fits = schema.anyOf.some((option) => {
      const found: ContractIssue[] = [];
      check(option, value, at, found);
      return found.length === 0;
    });
    if (!fits) issues.push({ path: at, message: 'matches none of the allowed shapes' });
    return;
  }
  if ('const' in schema && value !== schema.const) issues.push({ path: at, message: `must be ${JSON.stringify(schema.const)}` });
  if (schema.enum && !schema.enum.includes(value)) issues.push({ path: at, message: 'is not one of the allowed values' });
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!typeOf(value).some((t) => allowed.includes(t))) {
      issues.push({ path: at, message: `must be ${allowed.join(' or ')}` });
      return;
    }
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) issues.push({ path: at, message: 'is too short' });
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) issues.push({ path: at, message: `must match ${schema.pattern}` });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) issues.push({ path: at, message: 'has too few items' });
    if (schema.items) value.forEach((item, i) => check(schema.items as JsonSchema, item, `${at}[${i}]`, issues));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in record)) issues.push({ path: `${at}.${name}`, message: 'is required' });
    }
    for (const [name, field] of Object.entries(record)) {
      const own = schema.properties?.[name];
      const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
      if (own ?? extra) check((own ?? extra) as JsonSchema, field, `${at}.${name}`, issues);
    }
  }
};

/** Issues of a value against one named schema of the document (empty when it conforms). */
export const validateAgainst = (schemaName: string, value: unknown): ContractIssue[] => {
  const issues: ContractIssue[] = [];
  check({ $ref: `#/components/schemas/${schemaName}` }, value, '$', issues);
  return issues;
};

const operationOf = (path: string, method: string): OperationObject => {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the contract`);
  return operation;
};

/** Issues of a JSON request body against the document's schema for that call. */
export const validateRequestBody = (path: string, method: string, body: unknown): ContractIssue[] => {
  const schema = operationOf(path, method).requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} takes no JSON body`);
  const issues: ContractIssue[] = [];
  check(schema, body, '$', issues);
  return issues;
};

/** The query parameters the document requires for that call, by their wire names. */
export const requiredQueryNames = (path: string, method: string): string[] =>
  (operationOf(path, method).parameters ?? [])
    .map((p) => ('$ref' in p ? resolveRef(p.$ref, document.components.parameters) : p))
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => p.name);
