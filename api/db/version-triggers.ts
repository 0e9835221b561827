/**
 * The data-version triggers of a domain's tables (migration 5, api/lib/data-version.ts): after every insert, update
 * and delete on each table, the domain's counter in `data_versions` goes up by one, in the same transaction.
 * Migrations 5, 10 and 15 create them with this text; it is part of what they did, so change it only in a new
 * migration that drops and recreates the triggers (as migration 12 does for the cricket tables).
 */
export function bumpTriggers(domain: 'pool' | 'cricket', tables: readonly string[]): string {
  return tables
    .flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map(
        (event) => `
    CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_${domain}_version AFTER ${event} ON ${table}
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE domain = '${domain}';
    END;`,
      ),
    )
    .join('\n');
}
