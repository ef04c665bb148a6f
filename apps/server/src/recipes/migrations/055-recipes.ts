import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The recipe helper's tables (decision 055). Lists inside a recipe are JSON text: they are always
// read and written with their recipe, never searched.
export const recipes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recipes')
      .addColumn('identifier', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('meal_type', 'text', (col) => col.notNull())
      .addColumn('notes', 'text', (col) => col.notNull())
      .addColumn('link_source', 'text', (col) => col.notNull())
      .addColumn('link_name', 'text', (col) => col.notNull())
      .addColumn('ingredients', 'text', (col) => col.notNull())
      .addColumn('instructions', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('recipe_inventory')
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('instock', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('recipe_inventory_pk', ['category', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recipe_inventory').execute();
    await db.schema.dropTable('recipes').execute();
  },
};
