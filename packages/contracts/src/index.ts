export * from "./errors";
export * from "./health";
export * from "./institutions";
export * from "./roles";
