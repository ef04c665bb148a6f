import styled from 'styled-components';
import { LiftCard } from '../../base/Card';
import { StatusText } from '../../base/StatusText';
import { EmptyState } from '../../base/EmptyState';

export interface RecipeCard {
  identifier: string;
  name: string;
  mealType: string;
  href: string;
  imageSrc: string;
}

export interface RecipeCardGridProps {
  /** The recipes; `undefined` while they load (the grid keeps room for `placeholderCount` cards). */
  recipes: readonly RecipeCard[] | undefined;
  placeholderCount?: number;
  /** Set when the list could not be loaded (the spec only logs it; the page says so). */
  failed?: boolean;
}

/** Pictures are drawn 480 x 320: every card keeps that shape before its picture arrives. */
export const recipeImageWidth = 480;
export const recipeImageHeight = 320;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled(LiftCard)`
  display: grid;
  overflow: hidden;
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Caption = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(4)}`};
`;

const Name = styled.span`
  font-weight: 700;
  font-size: 1.0625rem;
  line-height: 1.3;
`;

const MealType = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
`;

const Placeholder = styled.li`
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  aspect-ratio: 480 / 410;
`;

/** The recipes home: a card per recipe with its picture, name and meal type; a card opens the recipe. */
export function RecipeCardGrid({ recipes, placeholderCount = 8, failed = false }: RecipeCardGridProps) {
  if (failed) {
    return <StatusText tone="error">The recipes could not be loaded. Try again in a moment.</StatusText>;
  }
  if (recipes === undefined) {
    return (
      <Grid aria-busy="true" aria-label="Loading the recipes">
        {Array.from({ length: placeholderCount }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </Grid>
    );
  }
  if (recipes.length === 0) {
    return (
      <EmptyState role="status">
        There are no recipes yet. The owner can load them on the Import Recipes page.
      </EmptyState>
    );
  }
  return (
    <Grid aria-label="Recipes">
      {recipes.map((recipe, index) => (
        <li key={recipe.identifier}>
          <Card href={recipe.href}>
            <Picture
              src={recipe.imageSrc}
              alt=""
              width={recipeImageWidth}
              height={recipeImageHeight}
              // The first row is in view on arrival; the rest wait until scrolled to.
              loading={index < 4 ? 'eager' : 'lazy'}
            />
            <Caption>
              <Name>{recipe.name}</Name>
              <MealType>{recipe.mealType}</MealType>
            </Caption>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
