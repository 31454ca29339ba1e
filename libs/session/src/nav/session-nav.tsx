import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { Cluster, focusRing } from '@portal/ui-kit';
import { useSession } from '../store/session-store';
import { useSessionTranslation } from '../use-session-translation';
import { portalPaths } from '../paths/portal-paths';

const linkBox = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const StyledLink = styled(NavLink)`
  ${linkBox}
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover,
  &[aria-current='page'] {
    text-decoration-thickness: 3px;
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

/** The words of the links, laid out as they are but unseen, unread and not focusable. */
const StyledReserved = styled.div`
  visibility: hidden;

  span {
    ${linkBox}
  }
`;

/** The header's links, in order: where each goes and its words. */
const LINKS = [
  { to: portalPaths.dashboard, end: true, key: 'nav.policies' },
  { to: portalPaths.contacts, end: false, key: 'nav.contacts' },
  { to: portalPaths.logout, end: false, key: 'nav.logout' },
] as const;

/**
 * The header's navigation while signed in. Signed out, the same words hold its place unseen (hidden from every
 * reader): on a phone the links take a row of the header of their own, and that row appearing at sign-in moved the
 * whole page down as the code was accepted (issue 26: a layout shift of 0.055 on the dashboard's step).
 */
export function SessionNav() {
  const { t } = useSessionTranslation();
  const { isSignedIn } = useSession();
  const list = (
    <Cluster as="ul" $gap={5} $rowGap={1} $align="stretch">
      {LINKS.map(({ to, end, key }) => (
        <li key={key}>
          {isSignedIn ? (
            <StyledLink to={to} end={end}>
              {t(key)}
            </StyledLink>
          ) : (
            <span>{t(key)}</span>
          )}
        </li>
      ))}
    </Cluster>
  );
  return isSignedIn ? (
    <nav aria-label={t('nav.label')}>{list}</nav>
  ) : (
    <StyledReserved aria-hidden="true" data-testid="session-nav-reserved">
      {list}
    </StyledReserved>
  );
}
