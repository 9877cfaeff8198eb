import { sql } from 'kysely';

/**
 * A record's client name, looked up by primary key for each row returned. Lists of records that
 * name a client use this rather than a join: with a join the planner may drive from the clients
 * table and sort every record before taking a page; this way it walks the record index in list
 * order and looks up twenty names. Records keep their client's name after the client is deleted.
 */
export function clientNameOf(clientIdColumn: string) {
  return sql<string>`(select clients.name from clients where clients.id = ${sql.ref(clientIdColumn)})`.as('client_name');
}
