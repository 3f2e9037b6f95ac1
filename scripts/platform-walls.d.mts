// The types of platform-walls.mjs, for the tests that read its table.
export declare const PLATFORM_LAYERS: readonly string[][];
export declare const PLATFORM_TOP_FILES: readonly string[];
export declare function platformWalls(): string;
