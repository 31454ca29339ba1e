import { useEffect, useState } from 'react';
import { parseEmail, type ParsedEmail } from './parse-email';
import { sanitizeEmailHtml, type SafeEmailBody } from './sanitize-email';

export type EmailState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; email: ParsedEmail; body: SafeEmailBody | null };

/** Parses the e-mail (postal-mime) and sanitises its HTML body (DOMPurify), both loaded on demand. */
export function useEmail(bytes: Uint8Array): EmailState {
  const [state, setState] = useState<EmailState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const run = async () => {
      const email = await parseEmail(bytes);
      const body = email.html ? await sanitizeEmailHtml(email.html, email.inlineImages) : null;
      return { status: 'ready', email, body } as const;
    };
    run().then(
      (ready) => live && setState(ready),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [bytes]);
  return state;
}
