import { Fragment } from 'react';
import styled from 'styled-components';

/** A run of text, marked when it is a word the search matched. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

/** Splits a text into plain and marked runs; the feature decides which words count. */
export type MarkText = (text: string) => TextSegment[];

/** The look of a matched word, shared by plain fields and rich text. */
export const Mark = styled.mark`
  background: #fff1a8;
  color: inherit;
  border-radius: 3px;
  padding: 0 0.12em;
  box-decoration-break: clone;
`;

export interface MarkedTextProps {
  text: string;
  /** Leaves the text plain when absent (a listing without a search). */
  markText?: MarkText;
}

/** A field's text with the words the search matched in `<mark>`. */
export function MarkedText({ text, markText }: MarkedTextProps) {
  if (!markText) return <>{text}</>;
  return (
    <>
      {markText(text).map((segment, index) =>
        segment.marked ? (
          <Mark key={index}>{segment.text}</Mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
