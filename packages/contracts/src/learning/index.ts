export * from "./endpoints";
export * from "./schemas";
export * from "./topics";
export * from "./authoring";
