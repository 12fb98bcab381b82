/**
 * A keyboard shortcut's handler that does nothing while a dialog is open (the release confirmation):
 * J and K move through the queue behind it otherwise. Typing in a field never reaches it, as
 * Mantine's useHotkeys ignores keys pressed in inputs, text areas and selects.
 */
export const notInDialog =
	(run: () => void) =>
	(event: KeyboardEvent): void => {
		const target = event.target instanceof Element ? event.target : null;
		if (target?.closest("[role=dialog]") || document.querySelector("[role=dialog][aria-modal=true]")) return;
		run();
	};
