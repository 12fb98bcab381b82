export * from "./endpoints";
export * from "./open-badges";
export * from "./schemas";
