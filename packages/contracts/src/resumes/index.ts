export * from "./document";
export * from "./endpoints";
export * from "./json-resume";
export * from "./layout";
export * from "./match";
export * from "./samples";
export * from "./schemas";
