import { NavLink } from 'react-router';
import styled from 'styled-components';
import { focusRing, space } from '@portal/ui-kit';
import { useSession } from '../store/session-store';
import { useSessionTranslation } from '../use-session-translation';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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
      <StyledList>
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
      </StyledList>
    </nav>
  );
}
