import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export type FileStorage = {
	/** Stores the bytes and returns the key to read them back with. */
	save(bytes: Buffer, extension: string): Promise<string>;
	read(key: string): Promise<Buffer | null>;
};

const KEY = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** The embedded default: files under DATA_DIR/files, named by random keys (never by user input). */
export function createDiskStorage(root: string): FileStorage {
	return {
		async save(bytes, extension) {
			await fs.mkdir(root, { recursive: true });
			const key = `${randomUUID()}.${extension}`;
			const target = path.join(root, key);
			// Write then rename: a crash never leaves a half-written file under a real key.
			await fs.writeFile(`${target}.partial`, bytes);
			await fs.rename(`${target}.partial`, target);
			return key;
		},
		async read(key) {
			if (!KEY.test(key)) return null;
			try {
				return await fs.readFile(path.join(root, key));
			} catch {
				return null;
			}
		},
	};
}
