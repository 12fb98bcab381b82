export * from "./endpoints";
export * from "./mapping";
export * from "./schemas";
