import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styled from 'styled-components';
import { SafeHtml } from '../safe-html/safe-html';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

const StyledFooter = styled.footer`
  color: ${themeColor('footer.text')};
  background: ${themeColor('background.footer')};
  font-size: ${({ theme }) => theme.font.size.small};

  a {
    color: ${themeColor('footer.link')};
    text-underline-offset: 0.15em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  a:focus-visible {
    ${focusRing('footer.link')}
  }
`;

const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${space(6)} ${space(4)};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const StyledLine = styled.p`
  margin: 0;
`;

export type FooterLink = { label: string; href: string };

export type FooterProps = Omit<ComponentPropsWithoutRef<'footer'>, 'children'> & {
  links: FooterLink[];
  /** Lines of plain text, for example legal notices. */
  labels: string[];
  /** Configured HTML, rendered sanitised. */
  html?: string;
  /** Accessible name of the links' navigation landmark. */
  navLabel: string;
  phone?: { label: string; number: string };
  /** A router link component for the links within the portal (href starting with one '/'); it receives `to`. */
  linkAs?: ElementType;
};

/** `tel:` href for a displayed number: digits only, keeping a leading `+` for international numbers. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The site footer landmark: links, phone, text lines and configured HTML. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function Footer({ links, labels, html, navLabel, phone, linkAs: RouterLink, ...rest }: FooterProps) {
  return (
    <StyledFooter {...rest}>
      <StyledInner>
        {links.length > 0 ? (
          <nav aria-label={navLabel}>
            <StyledList>
              {links.map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  {RouterLink && isInternal(link.href) ? (
                    <RouterLink to={link.href}>{link.label}</RouterLink>
                  ) : (
                    <a href={link.href}>{link.label}</a>
                  )}
                </li>
              ))}
            </StyledList>
          </nav>
        ) : null}
        {phone ? (
          <StyledLine>
            {phone.label} <a href={telHref(phone.number)}>{phone.number}</a>
          </StyledLine>
        ) : null}
        {labels.map((label, index) => (
          // Lines are static configuration; the same text may repeat.
          <StyledLine key={index}>{label}</StyledLine>
        ))}
        {html ? <SafeHtml html={html} /> : null}
      </StyledInner>
    </StyledFooter>
  );
}
