import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

const StyledHeader = styled.header`
  color: ${themeColor('header.text')};
  background: ${themeColor('background.header')};
  border-bottom: 4px solid ${themeColor('header.accent')};

  a {
    color: ${themeColor('header.text')};
  }
`;

const StyledInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${space(3)} ${space(4)};
`;

const StyledHomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;

  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledLogo = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledNav = styled.div`
  margin-inline-start: auto;
`;

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(4)};
  margin-inline-start: auto;
`;

export type HeaderProps = Omit<ComponentPropsWithoutRef<'header'>, 'children'> & {
  logoSrc: string;
  /** The logo's text alternative, which is also the home link's name (for example "<Brand> home"). */
  logoAlt: string;
  homeHref: string;
  /** Optional text beside the logo. */
  text?: string;
  /** Optional slot at the end of the header, for example a log-out link. */
  nav?: ReactNode;
  /** Optional language switch, shown before the navigation (only a brand offered in several languages has one). */
  languageSwitch?: ReactNode;
  /** A router link component for the home link; it receives `to={homeHref}` instead of `href`. */
  linkAs?: ElementType;
};

/** The site header landmark: logo linking home, optional text and navigation. */
export function Header({ logoSrc, logoAlt, homeHref, text, nav, languageSwitch, linkAs, ...rest }: HeaderProps) {
  const linkProps = linkAs ? { as: linkAs, to: homeHref } : { href: homeHref };
  return (
    <StyledHeader {...rest}>
      <StyledInner>
        <StyledHomeLink {...linkProps}>
          <StyledLogo src={logoSrc} alt={logoAlt} height={40} />
        </StyledHomeLink>
        {text ? <StyledText>{text}</StyledText> : null}
        {languageSwitch ? (
          <StyledTools>
            {languageSwitch}
            {nav}
          </StyledTools>
        ) : nav ? (
          <StyledNav>{nav}</StyledNav>
        ) : null}
      </StyledInner>
    </StyledHeader>
  );
}
