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

const StyledMain = styled.main<{ $holdsFooter: boolean }>`
  flex: 1 0 auto;
  /* Pages whose content loads (the signed-in area) are a screen tall at least: the footer starts below the first
     screen, so content that arrives does not move it in view (layout shift). A page that shows whole at once (login)
     is as tall as its content, and its footer is in reach without a scroll. */
  min-height: ${({ $holdsFooter }) => ($holdsFooter ? '100vh' : 'auto')};
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
  /** Content still loads into the page (the signed-in area): the main area is a screen tall, the footer below it. */
  holdsFooter?: boolean;
};

/** The page frame: skip link, header, centred main content and a footer (below the first screen when `holdsFooter`). */
export function PageLayout({ header, footer, children, skipLinkLabel, mainId = 'main', holdsFooter = false, ...rest }: PageLayoutProps) {
  return (
    <StyledPage {...rest}>
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      {header}
      <StyledMain id={mainId} tabIndex={-1} $holdsFooter={holdsFooter}>
        {children}
      </StyledMain>
      {footer}
    </StyledPage>
  );
}
