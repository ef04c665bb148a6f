import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { MarkText } from '../MarkedText';

/** The simple HTML summaries are written in, and nothing more: no images, forms, frames or styles. */
const allowedTags = [
  'p',
  'br',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'sub',
  'sup',
];
const allowedAttributes = ['href', 'title'];

/** Wraps the marked runs of every text node in `<mark>`; tags and attributes are never touched. */
function markTextNodes(root: DocumentFragment, markText: MarkText): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  for (const node of textNodes) {
    const segments = markText(node.data);
    if (!segments.some((segment) => segment.marked)) continue;
    const replacement = root.ownerDocument.createDocumentFragment();
    for (const segment of segments) {
      if (!segment.marked) {
        replacement.append(segment.text);
        continue;
      }
      const mark = root.ownerDocument.createElement('mark');
      mark.textContent = segment.text;
      replacement.append(mark);
    }
    node.replaceWith(replacement);
  }
}

/**
 * Stored HTML made safe to render: DOMPurify keeps only the simple tags above, drops every event
 * handler and `javascript:` address, links open in a new tab without access to this page, and
 * matched words are marked. Text is inserted as text, so marking cannot add markup.
 */
export function sanitizeRichText(html: string, markText?: MarkText): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  if (markText) markTextNodes(fragment, markText);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

const Body = styled.div`
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  mark {
    background: #fff1a8;
    color: inherit;
    border-radius: 3px;
    padding: 0 0.12em;
  }
`;

export interface RichTextProps {
  /** HTML as stored: it may hold anything, including script payloads. */
  html: string;
  markText?: MarkText;
  className?: string;
}

/** Rich text from the database (a reference summary), sanitised before it reaches the page. */
export function RichText({ html, markText, className }: RichTextProps) {
  const safeHtml = useMemo(() => sanitizeRichText(html, markText), [html, markText]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
