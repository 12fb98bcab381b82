export * from "./constants";
export * from "./endpoints";
export * from "./rules";
export * from "./schemas";
export * from "./violation-queue";
