import styled from 'styled-components';
import { Card, LoadingIndicator, space, themeColor } from '@portal/ui-kit';

/** As many placeholder cards as fill a phone's first screen, so nothing below them is in view while they show. */
const PLACEHOLDER_CARDS = 2;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${space(4)};
`;

/** A policy card's height: its heading, four rows (stacked label and value on phones) and its button. */
const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: calc(${({ theme }) => theme.font.size.h3} * 1.3 + 8lh + 44px + ${space(4)} * 3 + ${space(2)} * 4);
`;

const StyledBar = styled.div`
  height: 1lh;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${themeColor('border.subtle')};
`;

/**
 * The dashboard's list while it loads: cards of a policy card's size, the first announcing the loading text as the
 * spinner did, so the cards and the overdue banner replace them without moving anything already in view.
 */
export function DashboardLoading({ text }: { text: string }) {
  return (
    <StyledGrid>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <Card key={i} aria-hidden={i > 0 ? true : undefined}>
          <StyledBody>{i === 0 ? <LoadingIndicator text={text} /> : <StyledBar />}</StyledBody>
        </Card>
      ))}
    </StyledGrid>
  );
}
