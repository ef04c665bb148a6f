/** The knowledge base's first reads (the route table's `firstData`). */
export const firstData = {
  referenceSearchFields: '/api-knowledgebase/fields',
  savedQueries: '/api-knowledgebase/query-list',
} as const;
