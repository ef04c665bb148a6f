import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The pill both chips share: small text, round ends. */
const pill = css`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.8125rem;
  line-height: 1.5;
`;

const ChipButton = styled.button`
  ${pill}
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'aria-pressed'> {
  /** On or off: a pressed chip is filled, and screen readers hear "pressed". */
  pressed: boolean;
  children: ReactNode;
}

/** A toggle in a row of choices, such as a filter by tag. */
export function Chip({ pressed, ...rest }: ChipProps) {
  return <ChipButton type="button" aria-pressed={pressed} {...rest} />;
}

/** A label on a thing (a tag, a category): read, not pressed. */
export const Tag = styled.span`
  ${pill}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The list that holds a thing's tags: in a wrapping row, without bullets. A css fragment, so a
 * list styled from its parent (the reference cards, 200 to a page) uses it without a component.
 */
export const tagList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of tags: `<TagList><li><Tag>…</Tag></li></TagList>`. */
export const TagList = styled.ul`
  ${tagList}
`;
