export declare const REDOC_BUILT_PATH: string;
export declare function patchedRedocBundle(): string;
