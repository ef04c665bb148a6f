/** The SQLite database's file name in DATA_DIR (its own module: naming it loads no database code). */
export const sqliteFileName = 'portfolio.sqlite';
