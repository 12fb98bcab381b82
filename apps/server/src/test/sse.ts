export type SseEvent = { event: string; data: unknown };

/**
 * Opens a server-sent event stream over real HTTP (app.inject waits for a response's end, which a
 * stream never reaches). `next` waits for the first event, not yet taken, that matches; comments
 * (`: heartbeat`) are counted in `comments`.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
	const abort = new AbortController();
	const response = await fetch(url, {
		headers: { accept: "text/event-stream", ...headers },
		signal: abort.signal,
	});
	const events: SseEvent[] = [];
	const comments: string[] = [];
	const waiters = new Set<() => void>();
	const reading = (async () => {
		const reader = response.body?.getReader();
		if (!reader) return;
		const decoder = new TextDecoder();
		let buffer = "";
		for (;;) {
			const { done, value } = await reader.read();
			if (done) return;
			buffer += decoder.decode(value, { stream: true });
			let end = buffer.indexOf("\n\n");
			while (end >= 0) {
				const frame = buffer.slice(0, end);
				buffer = buffer.slice(end + 2);
				const event = /^event: (.*)$/m.exec(frame)?.[1];
				const data = /^data: (.*)$/m.exec(frame)?.[1];
				if (event && data) events.push({ event, data: JSON.parse(data) });
				for (const comment of frame.matchAll(/^: ?(.*)$/gm)) comments.push(comment[1] ?? "");
				for (const wake of waiters) wake();
				end = buffer.indexOf("\n\n");
			}
		}
	})().catch(() => {});
	let taken = 0;
	return {
		response,
		comments,
		async next(match: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
			const deadline = Date.now() + timeoutMs;
			for (;;) {
				const index = events.findIndex((e, i) => i >= taken && match(e));
				if (index >= 0) {
					taken = index + 1;
					return events[index] as SseEvent;
				}
				const left = deadline - Date.now();
				if (left <= 0)
					throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`);
				await new Promise<void>((resolve) => {
					const wake = () => {
						waiters.delete(wake);
						resolve();
					};
					waiters.add(wake);
					setTimeout(wake, Math.min(left, 250));
				});
			}
		},
		/** Events not taken by `next` yet. */
		pending: () => events.slice(taken),
		async close() {
			abort.abort();
			await reading;
		},
	};
}
