/** Injected by vite.config.ts: the id of the build this bundle belongs to. */
declare const __BUILD_ID__: string;
