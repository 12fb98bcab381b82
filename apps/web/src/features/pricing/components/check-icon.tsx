/** A tick for the lists of what a plan includes; decorative, the list item's text says it all. */
export function CheckIcon() {
	return (
		<svg
			width="14"
			height="14"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="3"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
		>
			<path d="M20 6 9 17l-5-5" />
		</svg>
	);
}
