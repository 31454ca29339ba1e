import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from '../actions/actions';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { BannerIcon } from './banner-icon';

export type BannerTone = 'info' | 'success' | 'error' | 'warning';

const StyledBanner = styled.div<{ $tone: BannerTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(4)};
  color: ${themeColor('text.default')};
  background: ${({ $tone }) => themeColor(`background.${$tone}`)};
  border-inline-start: 6px solid ${({ $tone }) => themeColor(`text.${$tone}`)};
  border-radius: ${({ theme }) => theme.radius.small};

  a {
    color: ${({ $tone }) => themeColor(`text.${$tone}`)};
  }

  a:focus-visible,
  button:focus-visible {
    ${focusRing()}
  }
`;

const StyledIcon = styled.span<{ $tone: BannerTone }>`
  flex: none;
  display: flex;
  color: ${({ $tone }) => themeColor(`text.${$tone}`)};
`;

const StyledBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

const StyledTitle = styled.p<{ $tone: BannerTone }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ $tone }) => themeColor(`text.${$tone}`)};
`;

const StyledDismiss = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -${space(2)} -${space(2)} 0 0;
  padding: 0;
  font-size: 1.5rem;
  line-height: 1;
  color: ${themeColor('text.default')};
  background: transparent;
  border: 0;
  cursor: pointer;
`;

type Dismissal = { onDismiss: () => void; dismissLabel: string } | { onDismiss?: undefined; dismissLabel?: undefined };

export type BannerProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> &
  Dismissal & {
    tone: BannerTone;
    title?: string;
    children: ReactNode;
    /** Buttons or links shown under the message. */
    action?: ReactNode;
  };

/** A notice: errors are alerts, other tones polite status messages. Dismissible when given onDismiss. */
export function Banner({ tone, title, children, action, onDismiss, dismissLabel, ...rest }: BannerProps) {
  return (
    <StyledBanner role={tone === 'error' ? 'alert' : 'status'} {...rest} $tone={tone}>
      <StyledIcon $tone={tone}>
        <BannerIcon tone={tone} />
      </StyledIcon>
      <StyledBody>
        {title ? <StyledTitle $tone={tone}>{title}</StyledTitle> : null}
        <div>{children}</div>
        {action ? <Actions>{action}</Actions> : null}
      </StyledBody>
      {onDismiss ? (
        <StyledDismiss type="button" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <VisuallyHidden>{dismissLabel}</VisuallyHidden>
        </StyledDismiss>
      ) : null}
    </StyledBanner>
  );
}
