import styled from 'styled-components';
import { LoadingIndicator, space, themeColor } from '@portal/ui-kit';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 10;
  display: grid;
  place-items: center;
  padding: ${space(4)};
  background: ${themeColor('background.overlay')};
`;

const StyledPanel = styled.div`
  padding: ${space(5)};
  background: ${themeColor('background.surface')};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

/** Covers the page while the contact details are saved; the loading text is announced (role=status). */
export function SavingOverlay({ text }: { text: string }) {
  return (
    <StyledOverlay>
      <StyledPanel>
        <LoadingIndicator text={text} />
      </StyledPanel>
    </StyledOverlay>
  );
}
