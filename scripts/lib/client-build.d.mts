// Types for scripts/lib/client-build.mjs.
export declare const MANIFEST: string
export declare const BUILD_INFO: string
export declare function manifestFiles(folder: string): string[]
export declare function publishBuild(staging: string, target: string): void
