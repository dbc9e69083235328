export function firstLoadSize(dist: string): { files: { file: string; gzipBytes: number }[]; totalBytes: number };
