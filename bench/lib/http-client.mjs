// A small HTTP/1.1 client over keep-alive sockets, for load generators that share the machine's
// cores with the server they measure: one write per request, no per-request objects beyond the
// promise, and only the status line, Content-Length and (rarely) chunked framing are read.
// Node's http.request costs several times more CPU per request, which the server then lacks.
import net from "node:net";

const HEAD_END = Buffer.from("\r\n\r\n");

/** Decodes a complete chunked body; null while more bytes are needed. */
function dechunk(buffer, start) {
	const parts = [];
	let at = start;
	for (;;) {
		const lineEnd = buffer.indexOf("\r\n", at);
		if (lineEnd < 0) return null;
		const size = Number.parseInt(buffer.toString("latin1", at, lineEnd), 16);
		if (Number.isNaN(size)) throw new Error("bad chunk size");
		if (size === 0) {
			// The last chunk, then optional trailers, then an empty line.
			const end = buffer.indexOf(HEAD_END, lineEnd);
			return end < 0 ? null : { body: Buffer.concat(parts), end: end + 4 };
		}
		if (buffer.length < lineEnd + 2 + size + 2) return null;
		parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
		at = lineEnd + 2 + size + 2;
	}
}

/**
 * A pool of up to `maxSockets` connections to host:port. `send(head, body)` takes the request's
 * text without the Host line and resolves { status, text }; a network error resolves status 0.
 */
export function createHttpClient({ host = "127.0.0.1", port, maxSockets = 1024 }) {
	const idle = [];
	const waiting = [];
	let open = 0;

	function connect() {
		open++;
		const socket = net.connect({ host, port, noDelay: true });
		const conn = { socket, pending: null, chunks: [], length: 0 };
		const fail = () => {
			if (conn.dead) return;
			conn.dead = true;
			open--;
			const i = idle.indexOf(conn);
			if (i >= 0) idle.splice(i, 1);
			const pending = conn.pending;
			conn.pending = null;
			pending?.({ status: 0, text: "" });
			pump();
		};
		socket.on("error", fail);
		socket.on("close", fail);
		socket.on("data", (data) => {
			conn.chunks.push(data);
			conn.length += data.length;
			const buffer = conn.chunks.length === 1 ? data : Buffer.concat(conn.chunks, conn.length);
			const headEnd = buffer.indexOf(HEAD_END);
			if (headEnd < 0) return;
			const head = buffer.toString("latin1", 0, headEnd).toLowerCase();
			const status = Number(head.slice(9, 12));
			const lengthAt = head.indexOf("\r\ncontent-length:");
			let text;
			let end;
			if (lengthAt >= 0) {
				const size = Number.parseInt(head.slice(lengthAt + 17, head.indexOf("\r\n", lengthAt + 2) >>> 0), 10);
				end = headEnd + 4 + size;
				if (buffer.length < end) return;
				text = buffer.toString("utf8", headEnd + 4, end);
			} else if (head.includes("\r\ntransfer-encoding: chunked")) {
				const decoded = dechunk(buffer, headEnd + 4);
				if (!decoded) return;
				text = decoded.body.toString("utf8");
				end = decoded.end;
			} else {
				text = "";
				end = headEnd + 4;
			}
			conn.chunks = end < buffer.length ? [buffer.subarray(end)] : [];
			conn.length = buffer.length - end;
			const pending = conn.pending;
			conn.pending = null;
			if (head.includes("\r\nconnection: close")) socket.destroy();
			else release(conn);
			pending?.({ status, text });
		});
		return conn;
	}

	function release(conn) {
		const next = waiting.shift();
		if (next) dispatch(conn, next);
		else idle.push(conn);
	}

	function pump() {
		while (waiting.length > 0 && open < maxSockets) dispatch(connect(), waiting.shift());
	}

	function dispatch(conn, job) {
		conn.pending = job.resolve;
		conn.socket.write(job.text);
	}

	return {
		send(text) {
			return new Promise((resolve) => {
				const job = { text, resolve };
				const conn = idle.pop();
				if (conn) dispatch(conn, job);
				else if (open < maxSockets) dispatch(connect(), job);
				else waiting.push(job);
			});
		},
		close() {
			for (const conn of idle.splice(0)) conn.socket.destroy();
		},
	};
}

/** The text of one request; `headers` is a string of "name: value\r\n" lines (e.g. authorization). */
export function requestText(method, path, headers, body) {
	if (body === undefined) return `${method} ${path} HTTP/1.1\r\nhost: localhost\r\n${headers}\r\n`;
	return `${method} ${path} HTTP/1.1\r\nhost: localhost\r\n${headers}content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}
