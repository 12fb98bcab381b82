export * from "./endpoints";
export * from "./management";
export * from "./schemas";
