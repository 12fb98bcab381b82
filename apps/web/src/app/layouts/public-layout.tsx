import { Box } from "@mantine/core";
import { Outlet, useMatch } from "react-router";
import { type NavItem, publicActionItems, publicNavItems } from "../nav";
import { SiteFooter } from "./site-footer";
import { TOP_BAR_HEIGHT, TopBar } from "./top-bar";

interface PublicLayoutProps {
	/** Defaults to the app's public menu; tests pass their own. */
	navItems?: readonly NavItem[];
	/** The buttons after the menu (Login, Sign Up); defaults to the app's. */
	actionItems?: readonly NavItem[];
}

/** The frame of the public pages: the fixed top bar, the screen, and the footer. */
export function PublicLayout({
	navItems = publicNavItems,
	actionItems = publicActionItems,
}: PublicLayoutProps) {
	// The landing page is long: reserving its height while it loads keeps the footer out of view, so
	// the footer's links are fetched only when the reader scrolls to them.
	const isLanding = useMatch({ path: "/", end: true }) !== null;
	return (
		<Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
			<TopBar navItems={navItems} actionItems={actionItems} />
			{/* The bar is fixed: the screen starts below its full (unscrolled) height. */}
			<Box
				component="main"
				pt={{ base: TOP_BAR_HEIGHT.base, sm: TOP_BAR_HEIGHT.desktop }}
				mih={isLanding ? "150dvh" : undefined}
				style={{ flex: 1 }}
			>
				<Outlet />
			</Box>
			<SiteFooter />
		</Box>
	);
}
