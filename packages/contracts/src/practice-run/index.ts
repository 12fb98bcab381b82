export * from "./constants";
export * from "./endpoints";
export * from "./schemas";
