/** FNV-1a: a stable number per text (a roll number), so every fresh demo is the same. */
function hash(text: string): number {
	let h = 0x811c9dc5;
	for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
	return h;
}

/** A deterministic generator per key (mulberry32 seeded by the key, e.g. a roll number). */
export function randomFor(key: string) {
	let state = hash(key);
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}
