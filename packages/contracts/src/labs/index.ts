export * from "./authoring";
export * from "./endpoints";
export * from "./schemas";
