import type { RegionalConfig } from '@portal/config';
import type { DateParts } from '@portal/ui-kit';
import { dateOfBirthProblem, type DateOfBirthProblem } from './date-of-birth-rules';
import { isIdentifierValid } from './identifier-rules';
import type { LoginChannel } from './login-flow-store';

export type LoginValues = { channel: LoginChannel; mobile: string; email: string; dob: DateParts; botCheck: string };

/** The fields that can be wrong (the channel is a choice of two). */
export type LoginField = 'mobile' | 'email' | 'dob' | 'botCheck';

/** What is wrong, by field: one message each. */
export type LoginErrors = Partial<Record<LoginField, string>>;

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

/**
 * The login form's rules, built from the regional configuration (patterns, lengths, messages): a plain function, not
 * a zod schema with a form library's resolver, because the login page is the first load (libs/auth/README.md).
 */
export function validateLogin(regional: RegionalConfig, values: LoginValues, options: LoginSchemaOptions): LoginErrors {
  const { messages } = options;
  const errors: LoginErrors = {};
  const field = values.channel === 'sms' ? 'mobile' : 'email';
  const value = values[field];
  if (value.trim() === '') {
    errors[field] = field === 'mobile' ? messages.mobileRequired : messages.emailRequired;
  } else if (!isIdentifierValid(regional, values.channel, value)) {
    errors[field] = field === 'mobile' ? messages.mobileInvalid : messages.emailInvalid;
  }
  if (!options.dobShown) return errors;
  const dobProblem = dateOfBirthProblem(values.dob, options.today);
  if (dobProblem) errors.dob = messages.dobInvalid(dobProblem);
  if (options.botCheckRequired && values.botCheck === '') errors.botCheck = messages.botCheckRequired;
  return errors;
}
