export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const FIRST_LOAD_BUDGET_BYTES: number;
