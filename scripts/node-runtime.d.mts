// The types of node-runtime.mjs, for its test.
export declare const NODE_VERSION: string;
export declare const PROJECT_NODE_DIR: string;
export declare function isSupportedNode(version?: string): boolean;
export declare function nodePackageName(platform?: string, arch?: string): string;
export declare function ensureProjectNode(): string;
export declare function runUnderSupportedNode(): Promise<void>;
