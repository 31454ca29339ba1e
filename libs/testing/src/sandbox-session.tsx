import { useEffect, useState, type ReactNode } from 'react';
import { useBrand } from '@portal/config';
import type { PersonaRole } from '@portal/sandbox-api';
import { useApiClient, currentToken, setCustomerLoginId, storeToken } from '@portal/session';
import { resetSessionStores } from '@portal/session/testing';

/** Sign-ins still under way: a story left meanwhile aborts them (`abortSandboxSignIns`), so none stores late. */
const underWay = new Set<AbortController>();

/**
 * When a story is left (Storybook's clean-up, before the next story is prepared): aborts every sign-in under way and
 * empties the session and every registered store, so neither a token nor the end a 401 made of it ('unauthorized')
 * reaches the next story.
 */
export function leaveSandboxSession(): void {
  for (const controller of underWay) controller.abort();
  underWay.clear();
  resetSessionStores();
}

export type SandboxSessionProps = {
  /** Which of the brand's sandbox customers to be (brandPersonas: each brand has its own of each kind). */
  as: PersonaRole;
  /** What the busy status says while signing in. */
  signingInText?: string;
  children: ReactNode;
};

/**
 * Renders `children` signed in to the sandbox for real as the brand's persona of the given kind: the session store
 * holds a token the sandbox knows, so whatever the screen calls (getpaymentcontrol, ValidateAndGetTokens, the
 * address search, getcustomerdetail) is answered as for that customer. Until then a busy status. On unmount the
 * session it stored is emptied, unless someone else's has replaced it since; the end a 401 made of it is Storybook's
 * `leaveSandboxSession` to clear. A failed sign-in is thrown to the nearest error display.
 */
export function SandboxSession({ as, signingInText = 'Signing in to the sandbox...', children }: SandboxSessionProps) {
  const brand = useBrand();
  const client = useApiClient();
  const [outcome, setOutcome] = useState<'signed-in' | Error | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    underWay.add(controller);
    let stored: string | null = null;
    const signIn = async () => {
      // Imported on use: the vitest set-up loads this module for every file, the sandbox it needs not.
      const { brandPersonas, signInToSandbox } = await import('@portal/sandbox-api');
      const personaId = brandPersonas[brand.id]?.[as];
      if (!personaId) throw new Error(`The sandbox has no ${as} persona of brand ${brand.id}`);
      // The one sign-in of tests and tools (section 7's calls), on the portal's API host.
      return signInToSandbox(personaId, { sandboxUrl: client.baseUrl, signal: controller.signal });
    };
    signIn().then(
      (session) => {
        underWay.delete(controller);
        if (controller.signal.aborted) return;
        setCustomerLoginId(session.customerLoginId);
        storeToken(session.token, session.expiresAt);
        stored = session.token;
        setOutcome('signed-in');
      },
      (error: unknown) => {
        underWay.delete(controller);
        if (!controller.signal.aborted) setOutcome(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      controller.abort();
      underWay.delete(controller);
      if (stored !== null && currentToken() === stored) resetSessionStores();
    };
  }, [client, as, brand.id]);

  if (outcome instanceof Error) throw outcome;
  if (outcome === 'signed-in') return children;
  return (
    <p role="status" aria-busy="true">
      {signingInText}
    </p>
  );
}
