import * as z from 'zod/mini';
import { isCompleteCode } from './code-rules';

export type CodeValues = { code: string[] };

/** Section 5: exactly six numeric digits, each required; one message for the whole code. */
export const buildCodeSchema = (message: string) =>
  z.object({ code: z.array(z.string()) }).check(
    z.superRefine((values, ctx) => {
      if (!isCompleteCode(values.code)) ctx.addIssue({ code: 'custom', path: ['code'], message });
    }),
  );
