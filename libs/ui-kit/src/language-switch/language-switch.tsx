import { Fragment } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../hydration/use-hydrated';
import { focusRing } from '../theme/focus';
import { space, themeColor } from '../theme/create-theme';

export type LanguageSwitchOption = {
  /** A language tag ('en-CA'); the option is marked up in its own language. */
  code: string;
  /** The language's name in itself ('English', 'Français'). */
  name: string;
};

export type LanguageSwitchProps = {
  /** The group's accessible name, in the current language ('Language', 'Langue'). */
  label: string;
  options: readonly LanguageSwitchOption[];
  current: string;
  onSelect: (code: string) => void;
};

const StyledGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
`;

const StyledOption = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${space(1)};
  border: 0;
  background: none;
  color: ${themeColor('header.text')};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &[aria-pressed='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    cursor: default;
  }

  /* Only until hydration: looks as it will, takes no press. */
  &:disabled {
    cursor: default;
  }

  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * The header's language switch ("English | Français"): one toggle button per language, the current one pressed.
 * Each option is written and marked up (lang) in its own language; choosing the current one does nothing. In the
 * prerendered login page the options are disabled until React has hydrated it: a press before then would be lost.
 */
export function LanguageSwitch({ label, options, current, onSelect }: LanguageSwitchProps) {
  const hydrated = useHydrated();
  return (
    <StyledGroup role="group" aria-label={label}>
      {options.map((option, index) => (
        <Fragment key={option.code}>
          {index > 0 ? <span aria-hidden="true">|</span> : null}
          <StyledOption
            type="button"
            lang={option.code}
            aria-pressed={option.code === current}
            disabled={!hydrated}
            onClick={() => {
              if (option.code !== current) onSelect(option.code);
            }}
          >
            {option.name}
          </StyledOption>
        </Fragment>
      ))}
    </StyledGroup>
  );
}
