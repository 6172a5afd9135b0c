/** Types of scripts/chromium.mjs, for the TypeScript files that import it (playwright.config.ts). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
