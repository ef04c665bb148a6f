import styled from 'styled-components';

/** The column of the two credential fields. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** The prompt line above a form's button: green while all is well, red after a failure. */
export const Prompt = styled.p<{ $tone: 'ok' | 'error' }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
