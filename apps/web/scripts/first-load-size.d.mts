export function staticClosure(dist: string, urls: readonly string[]): { files: { file: string; gzipBytes: number }[]; totalBytes: number };
export function firstLoadSize(dist: string): { files: { file: string; gzipBytes: number }[]; totalBytes: number };
