/** Files over this many bytes are compressed. */
export const MIN_BYTES: number;
/** Writes `.br` and `.gz` beside every compressible file of `dir` over MIN_BYTES; answers the paths written. */
export function compressWebBuild(dir: string, options?: { cacheDir?: string }): Promise<string[]>;
