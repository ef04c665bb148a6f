import type { AccessoriesSection, ConversionRow } from '@portfolio/ui/recipes';

// The accessories page's text and conversion chart, written for this project.

export const accessoriesSections: readonly AccessoriesSection[] = [
  {
    heading: 'Containers',
    paragraphs: [
      'A 7-inch springform pan and a 1.5-quart oven-safe glass dish both fit a 6-quart pot on the trivet: use them for cheesecake, egg dishes and pot-in-pot rice.',
      'Silicone egg-bite moulds make breakfast portions and freeze stock in neat blocks. Wide-mouth pint jars hold yogurt while it sets.',
      'A second inner pot lets one batch chill in the fridge while the next one cooks.',
    ],
  },
  {
    heading: 'Tools',
    paragraphs: [
      'A steamer basket with a handle lifts potatoes and eggs out in one go. A long strip of folded foil under a pan makes a sling for lowering and lifting it.',
      'Silicone mitts grip the hot inner pot. An instant-read thermometer settles whether a roast or a whole chicken is done.',
      'Keep a spare sealing ring for desserts: rings take on the smell of savoury dishes.',
    ],
  },
  {
    heading: 'Ingredient brand names',
    paragraphs: [
      'Any brand works; the recipes name kinds, not brands. What matters: low-sodium broth (salt concentrates under pressure), whole-milk yogurt with live cultures as a starter, and canned tomatoes without added thickeners, which scorch.',
      'Parmesan and cheddar taste best grated from a block: pre-grated cheese carries anti-caking starch that makes sauces grainy.',
    ],
  },
];

export const conversionChart: readonly ConversionRow[] = [
  { measure: '1 cup', tablespoons: '16', teaspoons: '48', fluidOunces: '8', millilitres: '237' },
  { measure: '3/4 cup', tablespoons: '12', teaspoons: '36', fluidOunces: '6', millilitres: '177' },
  { measure: '2/3 cup', tablespoons: '10 2/3', teaspoons: '32', fluidOunces: '5 1/3', millilitres: '158' },
  { measure: '1/2 cup', tablespoons: '8', teaspoons: '24', fluidOunces: '4', millilitres: '118' },
  { measure: '1/3 cup', tablespoons: '5 1/3', teaspoons: '16', fluidOunces: '2 2/3', millilitres: '79' },
  { measure: '1/4 cup', tablespoons: '4', teaspoons: '12', fluidOunces: '2', millilitres: '59' },
  { measure: '1/8 cup', tablespoons: '2', teaspoons: '6', fluidOunces: '1', millilitres: '30' },
  { measure: '1 tablespoon', tablespoons: '1', teaspoons: '3', fluidOunces: '1/2', millilitres: '15' },
  { measure: '1 teaspoon', tablespoons: '1/3', teaspoons: '1', fluidOunces: '1/6', millilitres: '5' },
];
