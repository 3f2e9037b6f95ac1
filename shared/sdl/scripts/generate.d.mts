export declare const GENERATED_DIR: string;
export declare const GENERATED_FILES: readonly string[];
export declare function generate(outDir?: string): Promise<void>;
