export * from "./endpoints";
export * from "./schemas";
export * from "./types";
