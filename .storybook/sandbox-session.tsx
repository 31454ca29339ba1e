import type { Decorator } from '@storybook/react-vite';
import type { PersonaRole } from '@portal/sandbox-api';
import { leaveSandboxSession, SandboxSession } from '@portal/testing/stories';

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
 * Every story starts and ends with the session empty. When it is left (before the next one is prepared), a sign-in
 * under way is aborted and the session and every registered store are emptied, so neither a token nor the
 * 'unauthorized' end a 401 made of it reaches the next story. When it starts, the same: a reload of the preview (another
 * brand) keeps the tab's sessionStorage, so the session a signed-in story stored before the reload would be read back
 * for the first story after it, and its calls answered 401 by the sandbox the reload started afresh.
 */
export const emptySessionAroundStory = () => {
  leaveSandboxSession();
  return leaveSandboxSession;
};
