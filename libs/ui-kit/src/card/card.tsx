import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, themeColor } from '../theme/create-theme';

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  color: ${themeColor('text.default')};
  background: ${themeColor('background.surface')};
  border: 1px solid ${themeColor('border.subtle')};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.h2`
  margin: 0;
  padding: ${space(4)} ${space(5)} 0;
  font-size: ${({ theme }) => theme.font.size.h3};
  line-height: 1.3;
`;

const StyledBody = styled.div`
  flex: 1;
  padding: ${space(4)} ${space(5)};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  padding: ${space(4)} ${space(5)};
  border-top: 1px solid ${themeColor('border.subtle')};
`;

export type CardHeadingLevel = 2 | 3 | 4;

export type CardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title?: ReactNode;
  /** Level of the title's heading, to fit the page outline (default 2). */
  headingLevel?: CardHeadingLevel;
  children: ReactNode;
  footer?: ReactNode;
};

/** A surface panel; with a title it is a section named by its heading. */
export function Card({ title, headingLevel = 2, children, footer, ...rest }: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false;
  return (
    <StyledCard aria-labelledby={hasTitle ? titleId : undefined} {...rest}>
      {hasTitle ? (
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </StyledTitle>
      ) : null}
      <StyledBody>{children}</StyledBody>
      {footer ? <StyledFooter>{footer}</StyledFooter> : null}
    </StyledCard>
  );
}
