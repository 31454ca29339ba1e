import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

const StyledSummary = styled.div`
  padding: ${space(4)} ${space(5)};
  color: ${themeColor('text.default')};
  background: ${themeColor('background.surface')};
  border: 4px solid ${themeColor('border.error')};
  border-radius: ${({ theme }) => theme.radius.small};

  &:focus {
    ${focusRing()}
  }
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: ${({ theme }) => theme.font.size.h3};
  line-height: 1.3;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${themeColor('text.error')};
    text-underline-offset: 0.15em;
  }

  a:focus-visible {
    ${focusRing()}
  }
`;

export type ErrorSummaryItem = { fieldId: string; message: string };

export type ErrorSummaryProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** For example "There is a problem". */
  title: string;
  errors: ErrorSummaryItem[];
  /**
   * Changes on every failed submit (for example react-hook-form's `submitCount`). When given, the summary takes
   * focus on each change (even with the same errors as last time) and only then: errors that change as a form
   * revalidates while the customer types never pull focus out of the field (WCAG 3.2.2 On Input).
   */
  focusKey?: number;
};

/** GOV.UK error summary: takes focus on each failed submit (`focusKey`), else when errors appear or change; each link focuses its field. */
export function ErrorSummary({ title, errors, focusKey, ...rest }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const signature = errors.map((error) => `${error.fieldId}\u0000${error.message}`).join('\u0001');

  const focusOn = focusKey ?? signature;
  const hasErrors = signature !== '';
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
    // Only a new failed submit (focusKey) or, without one, new errors move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusOn]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // Like GOV.UK: bring the question (legend, else label) into view with its field, then focus the field.
    const legend = field.closest('fieldset')?.querySelector('legend');
    const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
    (legend ?? label ?? field).scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <StyledSummary {...rest} ref={ref} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      <StyledList>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </StyledList>
    </StyledSummary>
  );
}
