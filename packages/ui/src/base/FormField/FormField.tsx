import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** What the frame hands its control so label, hint and error are tied to it for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The rule the value breaks; the control is marked invalid while it is set. */
  error?: string;
  /** Renders the control with the ids the frame chose. */
  children: (control: FieldControlProps) => ReactNode;
}

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const FieldHint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9375rem;
`;

/** The frame around one form control: its label above, its hint and its error below. */
export function FormField({ label, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint !== undefined && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
