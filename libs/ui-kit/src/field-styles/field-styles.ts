import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

/** Text inputs: 44px tall, 16px text (no zoom on phones), a 2px border that turns to the error colour. */
export const inputStyles = css<{ $invalid?: boolean }>`
  display: block;
  min-height: 44px;
  padding: ${space(2)};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.body};
  line-height: 1.25;
  color: ${themeColor('text.default')};
  background: ${themeColor('background.surface')};
  border: 2px solid ${({ $invalid }) => themeColor($invalid ? 'border.error' : 'border.default')};
  border-radius: ${({ theme }) => theme.radius.small};
  appearance: none;

  &:focus-visible,
  &:focus {
    ${focusRing()}
    outline-offset: 0;
  }

  &:disabled {
    cursor: not-allowed;
    background: ${themeColor('background.subtle')};
  }
`;

/** Labels and legends of form controls. */
export const labelStyles = css`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${themeColor('text.default')};
`;

/** Checkboxes and radios: native controls at 24px, tinted by the primary action colour. */
export const choiceInputStyles = css`
  flex: none;
  width: 24px;
  height: 24px;
  margin: 10px 0;
  accent-color: ${themeColor('action.primary')};
  cursor: pointer;

  &:focus-visible {
    ${focusRing()}
  }
`;

/** One row of a checkbox or radio: at least 44px tall, the whole label clickable. */
export const StyledChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};

  label {
    flex: 1;
    padding: 10px 0;
    cursor: pointer;
  }
`;

/** Vertical stack of a field's label, hint, error and control. */
export const StyledFieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

/** Joins ids for aria-describedby, skipping empty ones. */
export function describedBy(...ids: Array<string | undefined | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A fieldset that groups related inputs (date of birth, code boxes, radio choices) without the browser's frame. */
export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
