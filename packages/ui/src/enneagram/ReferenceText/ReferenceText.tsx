import styled from 'styled-components';

/** A block of the area's plain reference text: a heading and its paragraphs. */
export interface ReferenceSection {
  heading: string;
  paragraphs: string[];
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.5rem;
    line-height: 1.25;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    max-width: 70ch;
    font-size: 1.0625rem;
  }
`;

/** Sections of text with an id each, so a contents list can link to them. */
export function ReferenceText({ sections, idPrefix }: { sections: ReferenceSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section, index) => (
        <Section
          key={section.heading}
          id={`${idPrefix}-${index + 1}`}
          aria-labelledby={`${idPrefix}-${index + 1}-h`}
        >
          <h2 id={`${idPrefix}-${index + 1}-h`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </>
  );
}
