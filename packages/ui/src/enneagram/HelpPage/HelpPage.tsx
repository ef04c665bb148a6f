import { useId } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { type ReferenceSection, ReferenceText } from '../ReferenceText';

export interface HelpPageProps {
  sections: ReferenceSection[];
}

const Contents = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.mutedText};
  }

  ol {
    margin: 0;
    padding-left: 1.4em;
    columns: 2 16rem;
  }

  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

/** The long help text: the types, wings, integration and disintegration, the triads. */
export function HelpPage({ sections }: HelpPageProps) {
  const prefix = `help${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <PageFrame heading="Help" width="narrow">
      <Contents aria-labelledby={`${prefix}-contents`}>
        <h2 id={`${prefix}-contents`}>Contents</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${prefix}-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <ReferenceText sections={sections} idPrefix={prefix} />
    </PageFrame>
  );
}
