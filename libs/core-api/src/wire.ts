import * as z from 'zod/mini';

/** Small shared pieces of the wire schemas. */
export const optionalString = z.nullish(z.string());
export const optionalNumber = z.nullish(z.number());
export const optionalBoolean = z.nullish(z.boolean());

/** An OK answer whose shape the specification does not show and which we only acknowledge. */
export const successSchema = z.object({ IsSuccess: z.boolean() });
export type SuccessResponse = z.infer<typeof successSchema>;
