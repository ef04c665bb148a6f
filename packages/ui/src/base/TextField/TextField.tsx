import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '../FormField/FormField';
import { controlBox, invalidBorder } from '../FormField/formControls';

export interface TextFieldProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
  /** Names and passwords: typed exactly, no spelling check, no automatic capitals. */
  verbatim?: boolean;
}

const Input = styled.input`
  ${controlBox}
  ${invalidBorder}
  width: 100%;

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A labelled one-line input in the form-field frame. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  verbatim = false,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...input}
          {...control}
          {...(verbatim && { spellCheck: false, autoCapitalize: 'none' })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
