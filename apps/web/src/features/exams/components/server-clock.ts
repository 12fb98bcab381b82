import { useEffect, useState } from "react";
import { type ExamListData, monotonicNow } from "../api";

/** The server's time now, from its `server_time` and the monotonic time since the list arrived. */
export function serverNowMs(list: Pick<ExamListData, "server_time" | "receivedAt">): number {
	return Date.parse(list.server_time) + (monotonicNow() - list.receivedAt);
}

/** Re-renders every second with the server's time, or null while there is no list. */
export function useServerNow(list: ExamListData | undefined): number | null {
	const [, setTick] = useState(0);
	useEffect(() => {
		if (!list) return;
		const id = setInterval(() => setTick((tick) => tick + 1), 1000);
		return () => clearInterval(id);
	}, [list]);
	return list ? serverNowMs(list) : null;
}
