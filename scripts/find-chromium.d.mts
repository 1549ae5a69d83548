export declare const SYSTEM_CHROMIUM_PATHS: readonly string[];
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function locateChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function canInstallChromium(): boolean;
export declare function findChromium(options?: {
  install?: boolean;
  env?: NodeJS.ProcessEnv;
}): string;
export declare const SYSTEM_HEADLESS_SHELL_PATHS: readonly string[];
export declare function findTestBrowser(options?: {
  install?: boolean;
  env?: NodeJS.ProcessEnv;
}): string;
