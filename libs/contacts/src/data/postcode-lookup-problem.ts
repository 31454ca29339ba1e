import { isApiError } from '@portal/core-api';

/**
 * Section 8's words for a postcode lookup that failed (the postcode helper): no answer at all, a non-OK status, or an
 * OK answer that carried no usable response. They are logged, not shown: the interface's answer is not specified,
 * and a failed lookup does not block the save (the server remains the judge).
 */
export function postcodeLookupProblem(error: unknown): string {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return 'Error retrieving postcode matches';
  if (error.kind === 'http') return `Error retrieving postcode matches: ${error.httpStatus}`;
  return 'Response was undefined';
}
