import styled, { css } from 'styled-components';

// Bare form controls for forms that lay out their own labels (TextField brings its frame).

/** The box of every one-line control: size, border, colours. */
export const controlBox = css`
  font: inherit;
  min-height: 44px;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Red border while the value breaks a rule. */
export const invalidBorder = css`
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextInput = styled.input`
  ${controlBox}
  ${invalidBorder}
`;

export const SelectInput = styled.select`
  ${controlBox}
`;

export const FieldProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9375rem;
`;

/** A box for a few lines of text (notes, a message): full width, grows downwards only. */
export const TextAreaInput = styled.textarea`
  ${controlBox}
  ${invalidBorder}
  width: 100%;
  min-height: 110px;
  resize: vertical;
`;

/** The browser's own file picker, at the site's touch size. */
export const FileInput = styled.input.attrs({ type: 'file' })`
  display: block;
  font: inherit;
  min-height: 44px;
  max-width: 100%;
`;
