import type { RegionalConfig } from './regional-config';

/** Compiles a configured pattern; configured patterns are anchored whole-value matches. */
export function compilePattern(source: string): RegExp {
  return new RegExp(source);
}

/** Section 5: dashes stripped before the mobile number is tested or sent. */
export const stripDashes = (value: string) => value.replace(/-/g, '');

export function isValidMobile(config: RegionalConfig, value: string): boolean {
  const digits = stripDashes(value.trim());
  return digits.length <= config.maxLengths.mobile && compilePattern(config.patterns.mobile).test(digits);
}

export function isValidEmail(config: RegionalConfig, value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= config.maxLengths.email && compilePattern(config.patterns.email).test(trimmed);
}
