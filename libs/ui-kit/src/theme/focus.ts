import { css } from 'styled-components';
import type { ColorToken } from './base-theme';
import { themeColor } from './create-theme';

/** The visible keyboard focus ring (WCAG 2.4.7 / 2.4.11). `token` changes its colour on dark surfaces. */
export const focusRing = (token: ColorToken = 'border.focus') => css`
  outline: ${({ theme }) => theme.focusRing} solid ${themeColor(token)};
  outline-offset: 2px;
`;
