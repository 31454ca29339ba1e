import * as z from 'zod/mini';

/** Small shared pieces of the wire schemas. */
export const optionalString = z.nullish(z.string());
export const optionalNumber = z.nullish(z.number());
export const optionalBoolean = z.nullish(z.boolean());
