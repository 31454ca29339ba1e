import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { SkipLink } from '../skip-link/skip-link';
import { space } from '../theme/create-theme';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const StyledMain = styled.main`
  flex: 1 0 auto;
  /* A screen tall at least: the footer starts below the first screen, so content that loads or replaces a form does
     not move it in view (layout shift), on short pages too. */
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${space(6)} ${space(4)};

  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.layout.narrowBreakpoint}) {
    padding: ${space(4)} ${space(3)};
  }
`;

export type PageLayoutProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Wording of the skip link, for example "Skip to main content". */
  skipLinkLabel: string;
  /** The id of `<main>`, which the skip link targets. */
  mainId?: string;
};

/** The page frame: skip link, header, centred main content and a footer below the first screen. */
export function PageLayout({ header, footer, children, skipLinkLabel, mainId = 'main', ...rest }: PageLayoutProps) {
  return (
    <StyledPage {...rest}>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      {header}
      <StyledMain id={mainId} tabIndex={-1}>
        {children}
      </StyledMain>
      {footer}
    </StyledPage>
  );
}
