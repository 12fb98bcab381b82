export * from "./document";
export * from "./endpoints";
export * from "./json-resume";
export * from "./match";
export * from "./schemas";
