import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readFactoryInventory, readFactoryRecipes, recipeImagesFolder } from './kitchen';

// The inventory categories of spec part 1 §3, written out here rather than taken from the
// contracts, so a category that left both the contracts and the data is still missed.
const specCategories = [
  'Broth',
  'Canned',
  'Condiments',
  'Confections',
  'Dairy',
  'Drinks',
  'Fruit',
  'Garden',
  'Grains',
  'Meat',
  'Medication',
  'Pasta',
  'Pastries',
  'Oils',
  'Snacks',
  'Spices',
  'Vegetables',
  'Vitamins and Herbs',
  'Other',
];

// The media root a server started without MEDIA_DIR serves (content/media).
const picturesDir = join(loadConfig({}).mediaDir, recipeImagesFolder);

describe('the factory recipe data', () => {
  it('gives every recipe its picture, a 480x320 JPEG at images/recipes/{identifier}.jpg, and no picture without a recipe', async () => {
    const recipes = await readFactoryRecipes();
    expect(recipes.length).toBeGreaterThanOrEqual(20);
    const pictures = readdirSync(picturesDir).sort();
    const expected = recipes.map((recipe) => `${recipe.identifier}.jpg`).sort();
    expect(pictures).toEqual(expected);
    for (const file of expected) {
      const { format, width, height } = await sharp(join(picturesDir, file)).metadata();
      expect({ file, format, width, height }).toEqual({ file, format: 'jpeg', width: 480, height: 320 });
    }
  });

  it('lists the recipes course by course, each meal type together, as the recipes page shows them', async () => {
    const recipes = await readFactoryRecipes();
    // The page lists recipes in the data's order: a soup after the desserts reads as misfiled.
    const courses = ['Breakfast', 'Soup', 'Lunch', 'Dinner', 'Side', 'Dessert'];
    const shown = recipes.map((recipe) => recipe.mealType);
    for (const mealType of shown) expect(courses, mealType).toContain(mealType);
    const inCourseOrder = [...shown].sort((a, b) => courses.indexOf(a) - courses.indexOf(b));
    expect(shown).toEqual(inCourseOrder);
    expect(recipes.find((recipe) => recipe.name === 'Golden Chicken Bone Broth')?.mealType).toBe('Soup');
  });

  it('has an inventory of every category of spec §3, each with items of distinct names', async () => {
    const inventory = await readFactoryInventory();
    expect(Object.keys(inventory).sort()).toEqual([...specCategories].sort());
    for (const category of specCategories) {
      const names = (inventory[category as keyof typeof inventory] ?? []).map((item) => item.name);
      expect(names.length, category).toBeGreaterThanOrEqual(3);
      // The import keys items by category and name: a repeated name would stop it.
      expect(new Set(names).size, category).toBe(names.length);
    }
  });
});
