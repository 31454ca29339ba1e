import type { Decorator } from '@storybook/react-vite';
import type { PersonaRole } from '@portal/sandbox-api';
import { leaveSandboxSession, SandboxSession } from '@portal/session/testing';

/**
 * A story's `parameters.sandboxSession`: the story is signed in to the sandbox for real (section 7's login calls
 * against the sandbox in the MSW worker, the one-time code read from its /__sandbox/otp) as the selected brand's
 * customer of this kind, so screens that need a session the sandbox knows (the gateway's card element, the hosted
 * payment forms, the address search, a failing getcustomerdetail) show what the sandbox answers.
 */
export type SandboxSessionParameter = { as: PersonaRole };

export const sandboxSessionOf = (parameters: Record<string, unknown>): SandboxSessionParameter | undefined =>
  parameters['sandboxSession'] as SandboxSessionParameter | undefined;

/** Inside the brand's providers (the brand decides the persona): signs the story in before it renders. */
export const withSandboxSession: Decorator = (Story, context) => {
  const session = sandboxSessionOf(context.parameters);
  return session ? (
    <SandboxSession as={session.as}>
      <Story />
    </SandboxSession>
  ) : (
    <Story />
  );
};

/**
 * Every story leaves the session empty: when it is left (before the next one is prepared), a sign-in under way is
 * aborted and the session and every registered store are emptied, so neither a token nor the 'unauthorized' end a 401
 * made of it reaches the next story.
 */
export const leaveSessionAfterStory = () => leaveSandboxSession;
