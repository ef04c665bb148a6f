import type { RecipesNavLink } from './RecipesFrame';

// What the stories hand the recipe components: the navigation bar and realistic recipes, inventory
// and lists, as the feature builds them from the API.

export const storyNavLinks: RecipesNavLink[] = [
  { label: 'Recipe List', href: '/recipes/recipes-home' },
  { label: 'Shopping List', href: '/recipes/shopping-list' },
  { label: 'Accessories', href: '/recipes/accessories' },
  { label: 'In Stock', href: '/recipes/in-stock' },
  { label: 'Import Recipes', href: '/recipes/import-data' },
  { label: 'About', href: '/recipes/about' },
];

export const storyRecipeCards = [
  ['steel-cut-oats', 'Steel-Cut Oats with Apple and Cinnamon', 'Breakfast'],
  ['pulled-pork', 'Pulled Pork Sandwiches', 'Dinner'],
  ['black-bean-soup', 'Smoky Black Bean Soup', 'Soup'],
  ['risotto', 'Mushroom Parmesan Risotto', 'Dinner'],
  ['glazed-carrots', 'Honey Glazed Carrots', 'Side'],
  ['cheesecake', 'Vanilla Bean Cheesecake', 'Dessert'],
].map(([identifier = '', name = '', mealType = '']) => ({
  identifier,
  name,
  mealType,
  href: `/recipes/recipes/${identifier}`,
  imageSrc: `/images/recipes/${identifier}.jpg`,
}));
