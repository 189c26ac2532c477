/** Every import problem under `root` (boundaries broken, cycles), as readable lines. */
export declare function checkImports(root: string): string[];
