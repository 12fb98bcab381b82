import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { HttpError } from "../lib/http-error";
import { cssVariablesResolver, theme } from "./theme";

export function createQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				staleTime: 30_000,
				// A 4xx will not change on retry; a 5xx or a dropped connection might.
				retry: (failureCount, error) =>
					!(error instanceof HttpError && error.status < 500) && failureCount < 2,
			},
		},
	});
}

interface AppProvidersProps {
	children: ReactNode;
	/** Tests pass their own client so no cache leaks between them. */
	queryClient?: QueryClient;
}

/**
 * Everything every screen relies on. The light scheme is set here and on `<html>` in index.html
 * rather than by Mantine's ColorSchemeScript, because the CSP forbids inline scripts.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
	const [client] = useState(() => queryClient ?? createQueryClient());
	return (
		<MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
			{/* 3000 ms, top right: the app-wide toast behaviour (SPEC §9). */}
			<Notifications position="top-right" autoClose={3000} />
			<QueryClientProvider client={client}>{children}</QueryClientProvider>
		</MantineProvider>
	);
}
