/**
 * A value kept for each database handle, such as a cache of rows. A server process opens one
 * database and keeps one value; a process that opens several (the server tests, which share one
 * process across test files, each with its own copy of the demo database) keeps one per database,
 * so rows cached from one never answer for another whose ids happen to match.
 */
export function perDatabase<T>(create: () => T): (db: object) => T {
	const byDatabase = new WeakMap<object, T>();
	return (db) => {
		let value = byDatabase.get(db);
		if (value === undefined) {
			value = create();
			byDatabase.set(db, value);
		}
		return value;
	};
}
