export * from "./authoring";
export * from "./endpoints";
export * from "./schemas";
export * from "./topics";
