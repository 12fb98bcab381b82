import { Anchor, Box, Burger, Button, Collapse, Container, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useId } from "react";
import { Link, Outlet, useMatch } from "react-router";
import { Logo } from "../../components/logo";
import { type NavItem, publicActionItems, publicNavItems } from "../nav";
import { TopNavLink } from "./nav-links";

interface PublicLayoutProps {
	/** Defaults to the app's public menu; tests pass their own. */
	navItems?: readonly NavItem[];
	/** The buttons after the menu (Login, Sign Up); defaults to the app's. */
	actionItems?: readonly NavItem[];
}

/** Login and Sign Up: buttons rather than links, the second one filled (SPEC §2). */
function ActionButton({
	item,
	primary,
	onNavigate,
}: {
	item: NavItem;
	primary: boolean;
	onNavigate?: () => void;
}) {
	const active = useMatch({ path: item.to, end: true }) !== null;
	return (
		<Button
			component={Link}
			to={item.to}
			onClick={onNavigate}
			variant={primary ? "filled" : "default"}
			aria-current={active ? "page" : undefined}
		>
			{item.label}
		</Button>
	);
}

/** The frame of the public pages: a sticky top bar, the screen, and the footer. */
export function PublicLayout({
	navItems = publicNavItems,
	actionItems = publicActionItems,
}: PublicLayoutProps) {
	const [menuOpened, menu] = useDisclosure(false);
	const mobileMenuId = useId();
	const hasNav = navItems.length > 0 || actionItems.length > 0;
	const actions = (onNavigate?: () => void) =>
		actionItems.map((item, index) => (
			<ActionButton
				key={item.to}
				item={item}
				primary={index === actionItems.length - 1}
				onNavigate={onNavigate}
			/>
		));

	return (
		<Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
			<Box
				component="header"
				pos="sticky"
				top={0}
				bg="var(--mantine-color-body)"
				style={{ zIndex: 100, borderBottom: "1px solid var(--mantine-color-default-border)" }}
			>
				<Container size="lg" h={64}>
					<Group h="100%" justify="space-between" wrap="nowrap">
						<Anchor component={Link} to="/" aria-label="Unnati home" underline="never">
							<Logo />
						</Anchor>
						{hasNav && (
							<>
								<Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
									{navItems.map((item) => (
										<TopNavLink key={item.to} item={item} />
									))}
									{actionItems.length > 0 && <Group gap="sm">{actions()}</Group>}
								</Group>
								<Burger
									opened={menuOpened}
									onClick={menu.toggle}
									hiddenFrom="sm"
									aria-label="Toggle navigation"
									aria-expanded={menuOpened}
									aria-controls={mobileMenuId}
								/>
							</>
						)}
					</Group>
				</Container>
				{hasNav && (
					<Box hiddenFrom="sm">
						<Collapse in={menuOpened}>
							<Stack component="nav" id={mobileMenuId} aria-label="Main" gap="md" px="md" pb="md">
								{navItems.map((item) => (
									<TopNavLink key={item.to} item={item} onNavigate={menu.close} />
								))}
								{actions(menu.close)}
							</Stack>
						</Collapse>
					</Box>
				)}
			</Box>

			<Box component="main" style={{ flex: 1 }}>
				<Outlet />
			</Box>

			<Box component="footer" py="lg" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
				<Container size="lg">
					<Text size="sm" c="dimmed" ta="center">
						©2025 copyrights reserved by Unnati
					</Text>
				</Container>
			</Box>
		</Box>
	);
}
