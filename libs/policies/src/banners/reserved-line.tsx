import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The count and total a row's room is reserved for: the longest an overdue amount plausibly reads (a two-digit count,
 * four-digit dollars). A row held while its check runs (HeldItem) draws its text with these; the row that fills it
 * keeps the same text, hidden, under its own (ReservedLine): the two are one height at every width.
 */
export const RESERVE = { count: 10, total: 8888.88 } as const;

const StyledLine = styled.p`
  display: grid;

  > * {
    grid-area: 1 / 1;
  }
`;

const StyledReserve = styled.span`
  visibility: hidden;
`;

/**
 * A line as tall as the taller of its text and `reserve` (the same line with RESERVE's count and total), which is
 * hidden, also from assistive technology: the room a held row took at this width, and no more, whatever the width.
 * Without a reserve (no row was held for it), a plain line.
 */
export function ReservedLine({ reserve, children }: { reserve: ReactNode; children: ReactNode }) {
  if (!reserve) return <p>{children}</p>;
  return (
    <StyledLine>
      <span>{children}</span>
      <StyledReserve aria-hidden data-reserve="">
        {reserve}
      </StyledReserve>
    </StyledLine>
  );
}
