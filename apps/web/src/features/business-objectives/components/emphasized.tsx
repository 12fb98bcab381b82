/** Renders `**term**` in `text` as <strong>term</strong>; everything else stays plain text. */
export function Emphasized({ text }: { text: string }) {
	// split with a capturing group: odd indexes are the marked terms.
	const parts = text.split(/\*\*(.+?)\*\*/g);
	return (
		<>
			{parts.map((part, index) =>
				index % 2 === 1 ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
					<strong key={index}>{part}</strong>
				) : (
					part
				),
			)}
		</>
	);
}
