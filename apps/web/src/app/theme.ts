import { type CSSVariablesResolver, createTheme, darken, luminance, Notification } from "@mantine/core";

/**
 * Indigo at shade 7 in light mode: Mantine's default shade 6 gives white button text a contrast of
 * 4.3:1, under the 4.5:1 that WCAG AA asks of normal-size text.
 */
export const theme = createTheme({
	primaryColor: "indigo",
	primaryShade: { light: 7, dark: 5 },
	defaultRadius: "md",
	headings: { fontWeight: "700" },
	// Menus, modals and toasts appear without animation for people who asked their system for less
	// motion (WCAG 2.3.3; vestibular disorders).
	respectReducedMotion: true,
	components: {
		// Mantine's toast close button has no text; give it a name screen readers can say.
		Notification: Notification.extend({
			defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
		}),
	},
});

/** WCAG's contrast ratio of white text on `color`. */
const whiteContrast = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * The background of a filled button or badge in `shades`: the theme's shade 7, or the first darker one
 * on which white text reaches `minimum` (4.5:1, WCAG AA; red needs 8, green and teal 9 darkened), so
 * no filled control anywhere falls under it, whatever colour a screen picks.
 */
export function filledShade(shades: readonly string[], minimum = 4.5): string {
	for (const shade of shades.slice(7)) if (whiteContrast(shade) >= minimum) return shade;
	let color = shades[9] ?? shades[shades.length - 1] ?? "#000000";
	while (whiteContrast(color) < minimum) color = darken(color, 0.05);
	return color;
}

/**
 * Mantine's "dimmed" text is gray 6 (3.3:1 on white); gray 7 keeps secondary text readable (8.2:1).
 * Text of the "light" variant (alerts, badges, light buttons, the active side-bar link) sits on its
 * color's tint, where Mantine's default reaches only 4.3:1 for indigo and 1.8:1 for yellow; shade 9
 * darkened by 30% clears 4.5:1 on every theme color's tint (yellow, the weakest, reaches 5.2:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
	variables: {},
	light: {
		"--mantine-color-dimmed": "var(--mantine-color-gray-7)",
		...Object.fromEntries(
			Object.entries(resolvedTheme.colors).map(([name, shades]) => [
				`--mantine-color-${name}-light-color`,
				darken(shades[9], 0.3),
			]),
		),
		...Object.fromEntries(
			Object.entries(resolvedTheme.colors).flatMap(([name, shades]) => {
				const filled = filledShade(shades);
				return [
					[`--mantine-color-${name}-filled`, filled],
					[`--mantine-color-${name}-filled-hover`, darken(filled, 0.1)],
					// Outline buttons and alerts write in their own colour on whatever is behind them (a striped
					// table row is gray 0): 5:1 on white keeps 4.5:1 there.
					[`--mantine-color-${name}-outline`, filledShade(shades, 5)],
				];
			}),
		),
	},
	dark: {},
});
