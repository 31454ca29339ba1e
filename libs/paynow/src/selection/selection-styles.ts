import styled from 'styled-components';
import { space, themeColor, Stack } from '@portal/ui-kit';

export const StyledTotal = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const StyledFieldset = styled(Stack).attrs({ as: 'fieldset', $gap: 3 })`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space(2)};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StyledNote = styled.p`
  color: ${themeColor('text.default')};
`;
