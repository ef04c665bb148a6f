import {
  type Contract,
  getInventoryCategory,
  getRecipe,
  importFactoryInventory,
  importFactoryRecipes,
  updateInventoryItem,
} from '@portfolio/contracts';
import { resetOwnerSession } from './handlers';

// Sample requests for the contracts test: the recipe calls that take parameters or act as owner.

const asOwner = () => resetOwnerSession({ signedIn: true });

export const recipesSamples: [
  Contract,
  { params?: Record<string, string>; body?: unknown; before?: () => void },
][] = [
  [getRecipe, { params: { recipe: 'pulled-pork' } }],
  [getInventoryCategory, { params: { category: 'Vitamins and Herbs' } }],
  [
    updateInventoryItem,
    { params: { category: 'Dairy' }, body: { name: 'Heavy cream', instock: true }, before: asOwner },
  ],
  [importFactoryRecipes, { before: asOwner }],
  [importFactoryInventory, { before: asOwner }],
];
