/**
 * The admin search's index (migration 0021): one entry per client, inquiry, company and post,
 * written by triggers only. An FTS5 table on SQLite, a table with a tsvector column on PostgreSQL.
 */
export interface SearchIndexTable {
  kind: 'client' | 'inquiry' | 'company' | 'post';
  record_id: number;
  title: string;
  detail: string;
  body: string;
}

export interface SearchTables {
  search_index: SearchIndexTable;
}
