import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Cluster, focusRing } from '@portal/ui-kit';
import { useSession } from '../store/session-store';
import { useSessionTranslation } from '../use-session-translation';

const StyledLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
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

/** The header's navigation while signed in; nothing when signed out. */
export function SessionNav() {
  const { t } = useSessionTranslation();
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <nav aria-label={t('nav.label')}>
      <Cluster as="ul" $gap={5} $rowGap={1} $align="stretch">
        <li>
          <StyledLink to="/" end>
            {t('nav.policies')}
          </StyledLink>
        </li>
        <li>
          <StyledLink to="/contacts">{t('nav.contacts')}</StyledLink>
        </li>
        <li>
          <StyledLink to="/logout">{t('nav.logout')}</StyledLink>
        </li>
      </Cluster>
    </nav>
  );
}
