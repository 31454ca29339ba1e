import { readText } from './read-response.ts';

/**
 * Reads an answer whose shape section 7 does not show (resendotp, logout, updatecustomercontactdetail, suppress,
 * markused): any 2xx is success whatever its body (empty, text or JSON of any shape), which is read and dropped.
 * A non-OK answer raises ApiError as every call does.
 */
export const readAnyOk = async (response: Response, endpoint: string): Promise<void> => {
  await readText(response, endpoint);
};
