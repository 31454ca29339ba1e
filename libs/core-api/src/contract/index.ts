// The wire contract alone (no client): the OpenAPI document, its generated types, its paths and a validator driven by
// it. The client (@portal/core-api) and any server of the same API both import this entry.
import contractDocument from '../../contract/portal-api.json' with { type: 'json' };
import type { components, paths } from './portal-api.generated.ts';

export type { components, paths } from './portal-api.generated.ts';
export { apiPaths } from '../paths.ts';
export { validateRequestBody, requiredQueryNames } from './validate.ts';

/** The OpenAPI 3.1 document (libs/core-api/contract/portal-api.json) as data. */
export { contractDocument };

/** Every named schema of the document (the wire shapes of sections 3 and 7). */
export type Schemas = components['schemas'];
/** A path of the document. */
export type ContractPath = keyof paths;
type Method = 'get' | 'post';
type Operation<P extends ContractPath, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of one call, as the document declares it. */
export type RequestBody<P extends ContractPath, M extends Method = 'post'> = JsonOf<NonNullable<Operation<P, M>['requestBody']>>;
/** The JSON body of one call's 200 answer. */
export type OkBody<P extends ContractPath, M extends Method = 'post'> = Operation<P, M>['responses'] extends { 200: infer R }
  ? JsonOf<R>
  : never;
/** The query parameters of one call, by name. */
export type QueryOf<P extends ContractPath, M extends Method = 'get'> = NonNullable<Operation<P, M>['parameters']['query']>;

/** Type-level test operator: a type error unless T is true. */
export type Expect<T extends true> = T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every key at every depth made required and unwrapped, so a key renamed on one side never matches. */
type KeyShape<T> = T extends readonly (infer E)[]
  ? KeyShape<E>[]
  : T extends object
    ? { [K in keyof T]-?: KeyShape<NonNullable<T[K]>> }
    : T;
/** A and B accept the same values and name the same keys at every depth (optional or not). */
export type SameShape<A, B> = Mutual<A, B> extends true ? Mutual<KeyShape<A>, KeyShape<B>> : false;
