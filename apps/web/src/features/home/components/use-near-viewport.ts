import { useEffect, useRef, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport (once true, it stays true).
 * Without IntersectionObserver it is true at once, so the content is never withheld.
 */
export function useNearViewport<T extends Element>(rootMargin = "40px 0px") {
	const ref = useRef<T>(null);
	const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
	useEffect(() => {
		const element = ref.current;
		if (near || !element) return;
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
