import styled from 'styled-components';
import { space, themeColor, Stack } from '@portal/ui-kit';

export const StyledReceipt = styled(Stack).attrs({ as: 'section', $gap: 3 })`
  padding: ${space(4)};
  background: ${themeColor('background.surface')};
  border: 1px solid ${themeColor('border.default')};

  h2,
  p,
  dl {
    margin: 0;
  }

  dl {
    display: grid;
    grid-template-columns: minmax(10ch, max-content) 1fr;
    gap: ${space(2)} ${space(4)};
  }

  dl > div {
    display: contents;
  }

  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 30em) {
    dl {
      grid-template-columns: 1fr;
      gap: ${space(1)};
    }

    dd {
      margin-bottom: ${space(2)};
    }
  }
`;

/** The payment method: the scheme's mark (or its name) beside the masked card, wrapping as a line of text does. */
export const StyledMethod = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  svg {
    flex: none;
  }
`;

export const StyledResult = styled(Stack).attrs({ $gap: 4, $align: 'start' })`
  & > section {
    align-self: stretch;
  }
`;
