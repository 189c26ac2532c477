export declare const MIN_PG_MAJOR: number;
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function findHeadlessShell(): string | undefined;
export declare function findPgBin(): string | undefined;
export declare function pgMajor(bin: string): number;
export declare function hasEmojiFont(): boolean;
export declare function ensureSystemDeps(options?: {
  need?: Array<'chromium' | 'postgres'>;
  quiet?: boolean;
}): {
  chromiumPath: string | undefined;
  headlessShellPath: string | undefined;
  pgBin: string | undefined;
};
