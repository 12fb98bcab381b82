export * from "./endpoints";
export * from "./explanations";
export * from "./ipip";
export * from "./schemas";
