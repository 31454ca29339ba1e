import { isValidEmail, isValidMobile, stripDashes, type RegionalConfig } from '@portal/config';
import type { LoginChannel } from './login-flow-store';

/** Section 5 and 9: a mobile number is checked from 10 characters on. */
export const MOBILE_VALIDATION_FROM = 10;

export const isIdentifierValid = (regional: RegionalConfig, channel: LoginChannel, value: string): boolean =>
  channel === 'sms' ? isValidMobile(regional, value) : isValidEmail(regional, value);

/**
 * Whether the date of birth may appear while the customer types: the identifier is valid and, for a mobile, at
 * least 10 characters long. A shorter valid number (some New Zealand mobiles) shows it on Continue instead.
 */
export const isIdentifierReady = (regional: RegionalConfig, channel: LoginChannel, value: string): boolean =>
  isIdentifierValid(regional, channel, value) && (channel === 'email' || stripDashes(value.trim()).length >= MOBILE_VALIDATION_FROM);

/**
 * Section 2: the date of birth appears only once the identifier is valid — as the customer types (a mobile from
 * 10 characters), or after Continue (`continued`).
 */
export function isDateOfBirthShown(
  regional: RegionalConfig,
  values: { channel: LoginChannel; mobile: string; email: string },
  continued: boolean,
): boolean {
  const identifier = values.channel === 'sms' ? values.mobile : values.email;
  return isIdentifierValid(regional, values.channel, identifier) && (continued || isIdentifierReady(regional, values.channel, identifier));
}
