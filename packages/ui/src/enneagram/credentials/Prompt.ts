import styled from 'styled-components';

/** The prompt line above a form's button: green while all is well, red after a failure. */
export const Prompt = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
