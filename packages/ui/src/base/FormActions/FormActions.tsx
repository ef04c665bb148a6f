import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The buttons, the main one first: it is first for the keyboard and on top on a phone. */
  children: ReactNode;
  /** A note on the last action ("Saved.", an error): at the row's start on a wide screen, under the buttons on a phone. */
  status?: ReactNode;
  /** Where the buttons sit on a wide screen: at the form's end (right), or its start. */
  align?: 'end' | 'start';
}

const Row = styled.div<{ $align: 'end' | 'start' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  }
`;

/** On a phone one button under the other, each the full width; side by side from phone width up. */
const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Note = styled.div<{ $align: 'end' | 'start' }>`
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    ${({ $align }) => ($align === 'end' ? 'order: -1; flex: 1 1 14rem;' : 'flex: 0 1 auto;')}
  }
`;

/** The row of a form's buttons, with room for the note that says how the last action went. */
export function FormActions({ children, status, align = 'end', ...rest }: FormActionsProps) {
  return (
    <Row $align={align} {...rest}>
      <Buttons>{children}</Buttons>
      {status && <Note $align={align}>{status}</Note>}
    </Row>
  );
}
