import { Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Stack } from '@portal/ui-kit';
import { LoginForm } from './login-form';
import { LoginProblemAlert } from './login-problem-alert';
import { useLoginFlowStore } from './login-flow-store';
import { preloadOnFirstInput } from './preload';
import { readyChunk } from './ready-chunk';
import { useRegionalConfig } from '@portal/config';
import { SessionEndNotice, useSessionEndReason } from '@portal/session';
import { useAuthTranslation } from '../use-auth-translation';

/** The code screen's chunk: fetched while the form is filled in, rendered without a fallback once in (ready-chunk.ts). */
const codeStep = readyChunk(() => import('../code/code-step'));
function CodeStep({ locked }: { locked: boolean }) {
  const Step = codeStep.useModule().default;
  return <Step locked={locked} />;
}

const StyledPage = styled(Stack).attrs({ $gap: 6 })`
  max-width: 36rem;

  h1,
  h2,
  p {
    margin: 0;
  }
`;

/**
 * /login (the landing page, in the entry chunk): why the last session ended (timed out, or ended by the server), then the login form, the code screen
 * or the locked state (also when a signed-in call's 403 ended the session) (a chunk fetched once the visitor starts on the form, preload.ts). Returning to the form moves focus to the
 * heading, so keyboard users start at the top.
 */
export function LoginPage() {
  const { t } = useAuthTranslation();
  const flow = useLoginFlowStore();
  const { problem } = flow;
  // A session a signed-in call's 403 ended (section 8) shows the locked state, as a 403 at login does; 'Return to Log
  // In' (a new login id) clears it.
  const step = useSessionEndReason() === 'locked' ? 'locked' : flow.step;
  // The intro names the methods this brand offers: e-mail login only where the brand has it.
  const emailOffered = useRegionalConfig().featureFlag.emailAuthFeature;
  const heading = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  useEffect(() => preloadOnFirstInput(codeStep.preload), []);

  useEffect(() => {
    if (step === 'credentials' && previousStep.current !== 'credentials') heading.current?.focus();
    previousStep.current = step;
  }, [step]);

  return (
    <StyledPage as="section" aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1}>
        {t('common:loginHeading')}
      </h1>
      {step === 'credentials' ? <SessionEndNotice /> : null}
      {step === 'credentials' ? (
        <>
          <p>{t(emailOffered ? 'login.intro' : 'login.introMobileOnly')}</p>
          {problem ? <LoginProblemAlert problem={problem} /> : null}
          <LoginForm />
        </>
      ) : (
        <Suspense fallback={null}>
          <CodeStep locked={step === 'locked'} />
        </Suspense>
      )}
    </StyledPage>
  );
}
