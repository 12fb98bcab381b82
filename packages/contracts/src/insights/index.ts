export * from "./endpoints";
export * from "./growth";
export * from "./monthly-report";
export * from "./months";
export * from "./schemas";
export * from "./test-calendar";
