/**
 * A statement built and prepared once per database handle (the pool, or a transaction), then executed with its
 * placeholders' values. After the first call on a connection, a prepared statement skips both Drizzle's query
 * building and PostgreSQL's parse and plan: for the hot single-row reads of every member call and of checkout,
 * that is most of their cost (issue 12). Keep to statements of a fixed shape whose plan does not depend on the
 * values (lookups by key): a generic plan is what PostgreSQL may settle on for a prepared statement.
 */
export function preparedOnce<H extends object, P>(build: (db: H) => P): (db: H) => P {
  // Weak: each test builds its own app and database, and a transaction's handle lives for one call.
  const built = new WeakMap<H, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
