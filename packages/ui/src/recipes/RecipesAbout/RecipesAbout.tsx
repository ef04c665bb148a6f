import styled from 'styled-components';

export interface RecipesAboutProps {
  /** Short paragraphs about the area. */
  paragraphs: readonly string[];
}

const Text = styled.div`
  max-width: 68ch;
  line-height: 1.6;

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** The About page of the recipe area (the spec's About went nowhere). */
export function RecipesAbout({ paragraphs }: RecipesAboutProps) {
  return (
    <Text>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Text>
  );
}
