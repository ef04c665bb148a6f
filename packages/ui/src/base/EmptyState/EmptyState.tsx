import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A short title above the message; most empty lists need only the message. */
  heading?: ReactNode;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** What is missing, and where it comes from: "No words yet." */
  children: ReactNode;
  /** A way on: a button or link under the message ("Try again", "Import recipes"). */
  action?: ReactNode;
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  max-width: 60ch;
`;

/** The box a list or page shows while it has nothing in it: what is missing, and a way on. */
export function EmptyState({ heading, headingLevel = 2, children, action, ...rest }: EmptyStateProps) {
  return (
    <Box {...rest}>
      {heading && <Heading as={`h${headingLevel}`}>{heading}</Heading>}
      <Message>{children}</Message>
      {action}
    </Box>
  );
}
