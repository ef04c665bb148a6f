import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { recipeImageHeight, recipeImageWidth } from '../RecipeCardGrid';

export interface RecipeViewData {
  name: string;
  mealType: string;
  notes: string;
  linkSource: string;
  linkName: string;
  ingredients: readonly { item: string; amount: string }[];
  instructions: readonly { description: string }[];
}

export interface RecipeViewProps {
  /** `undefined` while the recipe loads: the heading and picture keep their room. */
  recipe: RecipeViewData | undefined;
  imageSrc: string;
}

const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.5rem);
  line-height: 1.15;
  min-height: 1.15em;
  overflow-wrap: anywhere;
`;

const MealType = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Notes = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  line-height: 1.6;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: 1.6;
`;

const Waiting = styled.p`
  min-height: 320px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** One recipe: name, picture, notes, the source link when it has a name, ingredients and steps. */
export function RecipeView({ recipe, imageSrc }: RecipeViewProps) {
  return (
    <Layout aria-busy={recipe === undefined}>
      <div>
        <Heading>{recipe?.name ?? 'Loading the recipe…'}</Heading>
        <MealType>{recipe?.mealType ?? '\u00a0'}</MealType>
        <Picture src={imageSrc} alt="" width={recipeImageWidth} height={recipeImageHeight} />
        {recipe?.notes && <Notes>{recipe.notes}</Notes>}
        {recipe && recipe.linkName !== '' && (
          <Notes>
            Source:{' '}
            <AppLink href={recipe.linkSource} external>
              {recipe.linkName}
            </AppLink>
          </Notes>
        )}
      </div>
      {recipe === undefined ? (
        <Waiting />
      ) : (
        <div>
          <Section aria-labelledby="recipe-ingredients">
            <h2 id="recipe-ingredients">Ingredients</h2>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {recipe.ingredients.map((ingredient, index) => (
                  <tr key={index}>
                    <td>{ingredient.item}</td>
                    <td>{ingredient.amount}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Section>
          <Section aria-labelledby="recipe-instructions" style={{ marginTop: 24 }}>
            <h2 id="recipe-instructions">Instructions</h2>
            <Steps>
              {recipe.instructions.map((step, index) => (
                <li key={index}>{step.description}</li>
              ))}
            </Steps>
          </Section>
        </div>
      )}
    </Layout>
  );
}
