// Types for scripts/lib/ports.mjs.
export declare function freePort(): Promise<number>
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; isAlive?: () => boolean },
): Promise<void>
