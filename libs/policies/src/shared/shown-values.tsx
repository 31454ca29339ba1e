import type { ReactNode } from 'react';
import { Money } from '@portal/i18n';
import { displayCase } from '@portal/core-api';

/**
 * What the policy screens show of a value the answers may leave out (issue 45, libs/core-api README "Essential
 * fields"): a missing value is no value (its row is left out), never "$0.00", "null" or an empty label.
 */
export const hasValue = (value: ReactNode): boolean =>
  value !== null && value !== undefined && value !== false && !(typeof value === 'string' && value.trim() === '');

/** An amount, or null when the answer gave none. */
export const moneyValue = (amount: number | null | undefined): ReactNode =>
  amount != null && Number.isFinite(amount) ? <Money amount={amount} /> : null;

/** A person's name parts in display case, the missing ones left out; '' when none is there. */
export const personName = (...parts: ReadonlyArray<string | null | undefined>): string =>
  parts
    .filter((part): part is string => part != null && part.trim() !== '')
    .map((part) => displayCase(part.trim()))
    .join(' ');
