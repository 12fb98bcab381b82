import { useEffect, useRef, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport (once true, it stays true).
 * Without IntersectionObserver it turns true right after mounting, so the content is never withheld.
 * It starts false even then: the build pre-renders `/` where there is no IntersectionObserver
 * (src/prerender.tsx), and the browser's first render must match that markup to hydrate it.
 */
export function useNearViewport<T extends Element>(rootMargin = "40px 0px") {
	const ref = useRef<T>(null);
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = ref.current;
		if (near || !element) return;
		if (typeof IntersectionObserver === "undefined") {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setNear(true);
			},
			{ rootMargin },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [near, rootMargin]);
	return [ref, near] as const;
}
