import * as z from 'zod/mini';
import type { RegionalConfig } from '@portal/config';
import type { DateParts } from '@portal/ui-kit';
import { dateOfBirthProblem, type DateOfBirthProblem } from './date-of-birth-rules';
import { isIdentifierValid } from './identifier-rules';
import type { LoginChannel } from './login-flow-store';

export type LoginValues = { channel: LoginChannel; mobile: string; email: string; dob: DateParts; botCheck: string };

export type LoginMessages = {
  mobileRequired: string;
  mobileInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  /** The configured message led, then what is wrong, then the configured example. */
  dobInvalid: (problem: DateOfBirthProblem) => string;
  botCheckRequired: string;
};

export type LoginSchemaOptions = {
  messages: LoginMessages;
  /** The date of birth (and bot check) are part of the form once shown. */
  dobShown: boolean;
  botCheckRequired: boolean;
  today?: Date;
};

const text = z.string();

/** The login form's rules, built from the regional configuration (patterns, lengths, messages). */
export function buildLoginSchema(regional: RegionalConfig, options: LoginSchemaOptions) {
  const { messages } = options;
  return z
    .object({
      channel: z.enum(['sms', 'email']),
      mobile: text,
      email: text,
      dob: z.object({ dd: text, mm: text, yyyy: text }),
      botCheck: text,
    })
    .check(
      z.superRefine((values, ctx) => {
        const field = values.channel === 'sms' ? 'mobile' : 'email';
        const value = values[field];
        if (value.trim() === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: field === 'mobile' ? messages.mobileRequired : messages.emailRequired });
        } else if (!isIdentifierValid(regional, values.channel, value)) {
          ctx.addIssue({ code: 'custom', path: [field], message: field === 'mobile' ? messages.mobileInvalid : messages.emailInvalid });
        }
        if (!options.dobShown) return;
        const dobProblem = dateOfBirthProblem(values.dob, options.today);
        if (dobProblem) ctx.addIssue({ code: 'custom', path: ['dob'], message: messages.dobInvalid(dobProblem) });
        if (options.botCheckRequired && values.botCheck === '') {
          ctx.addIssue({ code: 'custom', path: ['botCheck'], message: messages.botCheckRequired });
        }
      }),
    );
}
