export * from "./endpoints";
export * from "./rules";
export * from "./schemas";
