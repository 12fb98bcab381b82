export * from "./departments";
export * from "./endpoints";
export * from "./management";
export * from "./promotion";
export * from "./schemas";
export * from "./sections";
